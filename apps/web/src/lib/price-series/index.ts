// Saved price data (public.price_series), shared by the calculators and the backtest.
export {
  deleteSeries,
  insertSeries,
  listSeries,
  loadPriceBars,
  ohlcvBarsQuery,
  priceBarsQuery,
  priceSeriesKeys,
  replaceSeriesBars,
  seriesListQuery,
} from './price-series-api';
export { readSummaries, readSummary, type SeriesSummary } from './series-rows';
