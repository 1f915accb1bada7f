// The trader's last look (lib/preferences/document.ts writes the cache and keeps these attributes
// afterwards), painted before any module loads so a reload does not flash. A classic script that
// index.html loads blocking in <head>: the content security policy allows no inline script.
(function () {
  try {
    var cached = JSON.parse(localStorage.getItem('edgelog_preferences') || 'null');
    var p = cached && cached.preferences;
    if (!p) return;
    var root = document.documentElement;
    var media = function (q) {
      return window.matchMedia && window.matchMedia(q).matches;
    };
    var dark = p.theme === 'dark' || (p.theme === 'system' && media('(prefers-color-scheme: dark)'));
    var reduce =
      p.reducedMotion === 'on' || (p.reducedMotion === 'system' && media('(prefers-reduced-motion: reduce)'));
    root.setAttribute('data-theme', dark ? 'dark' : 'light');
    root.setAttribute('data-density', p.density === 'compact' ? 'compact' : 'comfortable');
    root.setAttribute('data-pnl-palette', p.pnlPalette === 'blue-orange' ? 'blue-orange' : 'green-red');
    root.setAttribute('data-motion', reduce ? 'reduce' : 'full');
    root.style.colorScheme = dark ? 'dark' : 'light';
    var metas = document.querySelectorAll('meta[name="theme-color"]');
    for (var i = 0; i < metas.length; i++) metas[i].setAttribute('content', dark ? '#0b0d10' : '#fafafa');
  } catch (e) {
    // No storage or a damaged copy: the system's scheme until the preferences load.
  }
})();
