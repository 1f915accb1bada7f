// The calculators read and save price data through the app's one price-series client; these are
// its functions under the names the calculator components use.
export {
  deleteSeries as deletePriceSeries,
  insertSeries as insertPriceSeries,
  priceBarsQuery as seriesBarsQuery,
  priceSeriesKeys,
  seriesListQuery as savedSeriesQuery,
  type SeriesSummary as SavedSeries,
} from '@/lib/price-series';
