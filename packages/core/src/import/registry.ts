// The formats the importer knows, and detection: every format rates the file, the most confident
// one above the threshold reads it. Adding a format is one file in formats/ and one line here.
import type { ImportFormat, ImportSample } from './format.ts';
import { binanceFormat } from './formats/binance.ts';
import { bybitFormat } from './formats/bybit.ts';
import { coinbaseFormat } from './formats/coinbase.ts';
import { ctraderFormat } from './formats/ctrader.ts';
import { dasTraderFormat } from './formats/das-trader.ts';
import { degiroFormat } from './formats/degiro.ts';
import { edgelogFormat } from './formats/edgelog.ts';
import { etoroFormat } from './formats/etoro.ts';
import { etradeFormat } from './formats/etrade.ts';
import { fidelityFormat } from './formats/fidelity.ts';
import { genericFormat } from './formats/generic.ts';
import { ibkrFlexFormat } from './formats/ibkr-flex.ts';
import { krakenFormat } from './formats/kraken.ts';
import { kucoinFormat } from './formats/kucoin.ts';
import { metatrader4Format } from './formats/metatrader4.ts';
import { metatrader4TesterFormat } from './formats/metatrader4-tester.ts';
import { metatrader5Format } from './formats/metatrader5.ts';
import { quantowerFormat } from './formats/quantower.ts';
import { ninjatraderFormat } from './formats/ninjatrader.ts';
import { atasFormat } from './formats/atas.ts';
import { robinhoodFormat } from './formats/robinhood.ts';
import { saxoFormat } from './formats/saxo.ts';
import { rithmicFormat } from './formats/rithmic.ts';
import { schwabFormat } from './formats/schwab.ts';
import { tastytradeFormat } from './formats/tastytrade.ts';
import { tradervueFormat } from './formats/tradervue.ts';
import { tradezellaFormat } from './formats/tradezella.ts';
import { tradersyncFormat } from './formats/tradersync.ts';
import { trading212Format } from './formats/trading212.ts';
import { freetradeFormat } from './formats/freetrade.ts';
import { revolutFormat } from './formats/revolut.ts';
import { tradeRepublicFormat } from './formats/traderepublic.ts';
import { vanguardUkFormat } from './formats/vanguard-uk.ts';
import { hargreavesLansdownFormat } from './formats/hargreaves-lansdown.ts';
import { investEngineFormat } from './formats/investengine.ts';
import { deltaFormat } from './formats/delta.ts';
import { cgtCalcRawFormat } from './formats/cgt-calc-raw.ts';
import { tradovateFormat } from './formats/tradovate.ts';
import { tradovateFillsFormat } from './formats/tradovate-fills.ts';
import { tradovatePositionHistoryFormat } from './formats/tradovate-position-history.ts';
import { tradovateOrdersFormat } from './formats/tradovate-orders.ts';
import { topstepxFormat } from './formats/topstepx.ts';
import { topstepxApiFormat } from './formats/topstepx-api.ts';
import { tradingviewFormat } from './formats/tradingview.ts';
import { ibkrActivityFormat } from './formats/ibkr-activity.ts';
import { ibkrFlexXmlFormat } from './formats/ibkr-flex-xml.ts';
import { thinkorswimFormat } from './formats/thinkorswim.ts';
import { tradestationFormat } from './formats/tradestation.ts';
import { ofxFormat } from './formats/ofx.ts';
import { webullFormat } from './formats/webull.ts';
import { xtbFormat } from './formats/xtb.ts';
import { avanzaFormat } from './formats/avanza.ts';
import { buxFormat } from './formats/bux.ts';
import { directaFormat } from './formats/directa.ts';
import { disnatFormat } from './formats/disnat.ts';
import { investimentalFormat } from './formats/investimental.ts';
import { parqetFormat } from './formats/parqet.ts';
import { swissquoteFormat } from './formats/swissquote.ts';
import { bisqFormat } from './formats/bisq.ts';
import { bitstampFormat } from './formats/bitstamp.ts';
import { bittrexFormat } from './formats/bittrex.ts';
import { bitvavoFormat } from './formats/bitvavo.ts';
import { coinbaseProFormat } from './formats/coinbase-pro.ts';
import { cointrackingFormat } from './formats/cointracking.ts';
import { cryptocomFormat } from './formats/cryptocom.ts';
import { revolutCryptoFormat } from './formats/revolut-crypto.ts';
import { okxFormat } from './formats/okx.ts';

/** Below this, a format's guess is not trusted: the file is reported as unknown instead. */
export const DETECTION_THRESHOLD = 0.6;

export const IMPORT_FORMATS: readonly ImportFormat[] = [
  binanceFormat,
  bybitFormat,
  coinbaseFormat,
  ctraderFormat,
  dasTraderFormat,
  degiroFormat,
  edgelogFormat,
  etoroFormat,
  etradeFormat,
  fidelityFormat,
  genericFormat,
  ibkrFlexFormat,
  krakenFormat,
  kucoinFormat,
  metatrader4Format,
  metatrader4TesterFormat,
  metatrader5Format,
  quantowerFormat,
  ninjatraderFormat,
  atasFormat,
  robinhoodFormat,
  saxoFormat,
  rithmicFormat,
  schwabFormat,
  tastytradeFormat,
  tradervueFormat,
  tradezellaFormat,
  tradersyncFormat,
  trading212Format,
  freetradeFormat,
  revolutFormat,
  tradeRepublicFormat,
  vanguardUkFormat,
  hargreavesLansdownFormat,
  investEngineFormat,
  deltaFormat,
  cgtCalcRawFormat,
  tradovateFormat,
  tradovateFillsFormat,
  tradovatePositionHistoryFormat,
  tradovateOrdersFormat,
  topstepxFormat,
  topstepxApiFormat,
  tradingviewFormat,
  ibkrActivityFormat,
  ibkrFlexXmlFormat,
  thinkorswimFormat,
  tradestationFormat,
  ofxFormat,
  webullFormat,
  xtbFormat,
  avanzaFormat,
  buxFormat,
  directaFormat,
  disnatFormat,
  investimentalFormat,
  parqetFormat,
  swissquoteFormat,
  bisqFormat,
  bitstampFormat,
  bittrexFormat,
  bitvavoFormat,
  coinbaseProFormat,
  cointrackingFormat,
  cryptocomFormat,
  revolutCryptoFormat,
  okxFormat,
];

export function formatById(id: string): ImportFormat | undefined {
  return IMPORT_FORMATS.find((format) => format.id === id);
}

/** The format that recognises `sample` best, with its confidence, or null when none is sure enough. */
export function detectFormat(sample: ImportSample): { format: ImportFormat; confidence: number } | null {
  let best: { format: ImportFormat; confidence: number } | null = null;
  for (const format of IMPORT_FORMATS) {
    const confidence = format.detect(sample);
    if (confidence >= DETECTION_THRESHOLD && (!best || confidence > best.confidence))
      best = { format, confidence };
  }
  return best;
}
