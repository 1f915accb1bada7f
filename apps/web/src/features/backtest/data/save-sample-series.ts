import { sampleSeries, type SampleMarket } from '@edgelog/core';
import { insertSeries, type SeriesSummary } from '@/lib/price-series';
import { sampleSeriesBars, SAMPLE_REQUESTS } from './sample-data';

/** One of the app's seeded sample series saved as price data: the same bars for every trader. */
export async function saveSampleSeries(market: SampleMarket): Promise<SeriesSummary> {
  const request = SAMPLE_REQUESTS[market];
  const sample = sampleSeries(request);
  return insertSeries({
    symbol: sample.symbol,
    timeframe: request.timeframe === '1D' ? '1d' : request.timeframe,
    name: `Sample ${market}`,
    bars: sampleSeriesBars(sample),
  });
}
