import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PriceDataPanel } from '../data/price-data-panel';
import { ReplayPanel } from '../replay/replay-panel';
import { RulesPanel } from '../rules/rules-panel';
import { RunsPanel } from '../runs/runs-panel';

export const BACKTEST_TABS = [
  { id: 'replay', label: 'Replay' },
  { id: 'rules', label: 'Rule backtest' },
  { id: 'runs', label: 'Runs' },
  { id: 'data', label: 'Price data' },
] as const;
export type BacktestTab = (typeof BACKTEST_TABS)[number]['id'];

function tabOf(value: string | null): BacktestTab {
  return BACKTEST_TABS.find((tab) => tab.id === value)?.id ?? 'replay';
}

export function BacktestPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tabOf(value));
        // A run opened from the runs list belongs to the rules tab only.
        if (value !== 'rules') next.delete('run');
        return next;
      },
      { replace: true },
    );
  return (
    <PageFrame
      title="Backtest"
      description="Replay price data bar by bar and test rules before risking money."
    >
      <Tabs value={tab} onValueChange={choose}>
        <TabsList className="h-auto flex-wrap sm:w-auto" aria-label="Backtest sections">
          {BACKTEST_TABS.map((item) => (
            <TabsTrigger key={item.id} value={item.id} className="min-h-8 min-w-24">
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="replay">
          <ReplayPanel />
        </TabsContent>
        <TabsContent value="rules">
          <RulesPanel />
        </TabsContent>
        <TabsContent value="runs">
          <RunsPanel />
        </TabsContent>
        <TabsContent value="data">
          <PriceDataPanel />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}
