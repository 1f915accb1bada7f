// Every broker export the importer reads, with how to download it, what is read and what is left out: shown
// in the import wizard (searchable) and written into docs/importing.md ("Supported brokers and exports") by
// `npm run docs:brokers`, so the two never disagree (a test holds them together).

export interface SupportedExport {
  broker: string;
  /** The export's name as the broker calls it. */
  export: string;
  /** The import format ids that read it. */
  formats: readonly string[];
  /** Markdown: how to export it, what is read, what is left out. */
  guide: string;
}

export const SUPPORTED_EXPORTS: readonly SupportedExport[] = [
  {
    broker: 'Interactive Brokers',
    export: 'Flex Query (XML or CSV)',
    formats: ['ibkr-flex-xml', 'ibkr-flex'],
    guide:
      '**Export it.** In the Client Portal: Performance & Reports > Flex Queries > Activity Flex Query > "+" (Create).\nGive it a name, then tick the sections:\n- **Trades**: choose all fields, and under Options pick **Execution** (not Orders or Closed Lots alone).\n- **Cash Transactions** (for deposits, withdrawals, dividends), optional.\nIn Delivery Configuration choose **Format: XML** (or CSV with "Include header and trailer records" and "Include section code"\noff, "Include column headers" on). In General Configuration set **Date Format yyyy-MM-dd**, **Time Format HH:mm:ss**,\n**Date/Time Separator ";"** (any option is read, but yyyy-MM-dd can never be mistaken for day/month). Save, then Run the query\nfor the period you want (up to 365 days) and download the file. Times are in the zone of your IBKR settings: import with your\naccount\'s zone set to the same one.\n\n**What we read.**\n- One fill per execution, with its commission (`ibCommission`) and taxes as fees, multiplier, currency, IBKR\'s execution id\n  (so a re-import or an overlapping period adds nothing twice), order id and account. Queries over several accounts give each\n  fill its account.\n- Stocks, options (OCC symbols), futures options (IBKR\'s local symbol), futures, forex (`EUR/USD`, quantities in units),\n  CFDs, fractional shares.\n- Opening / closing (the O / C indicator) and assignments, exercises and expiries (notes A, Ex, Ep): an option that expires,\n  is assigned or exercised closes at 0; the stock or future it delivers is a fill of its own.\n- IBKR\'s realised P&L (`fifoPnlRealized`, after commissions) on every closing row, checked against the fills before you\n  import. A position closed in the file but opened before it cannot be checked: you see a note naming it.\n- Cash Transactions: deposits and withdrawals become account transactions; dividends, withholding tax, interest and fees are\n  listed as skipped.\n- A query of the Statement of Funds alone: its buy, sell, exercise, assignment and expiry lines are read as fills, deposits and\n  withdrawals as transactions. If it is in the base currency only, commissions are converted at the rate each line shows (a\n  note says so); add "Breakout by currency" for IBKR\'s own figures.\n\n**What we leave out, and why.**\n- Order, closed-lot and summary rows: they repeat the executions (read only when the query has no executions at all).\n- Cancelled executions: IBKR lists a busted execution and its cancellation ("BUY (Ca.)"); neither happened, so neither is\n  imported. A corrected execution ("Co") is imported. A cancellation of an execution from an earlier statement is noted: delete\n  that fill yourself.\n- Bonds and other instruments the journal does not hold are row errors naming the category.\n- A file cut off during download is refused whole: download it again.\n- A query without the Trades section (dividends only, cash only) is recognised and says it holds no trades: add the Trades\n  section and run it again.',
  },
  {
    broker: 'Interactive Brokers',
    export: 'Activity Statement (CSV)',
    formats: ['ibkr-activity'],
    guide:
      '**Export it.** Client Portal: Performance & Reports > Statements > Activity (Default) > Run; choose the period (daily,\nmonthly, custom date range) and **Format: CSV**, then Download.\n\n**What we read.** The Trades section: one fill per order row (or per execution row when the statement lists executions),\nquantity sign as side, Comm/Fee as commission, fractional quantities, forex blocks (even where IBKR leaves some column names\nblank), O / C codes as opening / closing, A / Ex / Ep as assignment / exercise / expiry. The Realized P/L of each closing row and\nthe Trades Total lines are checked against the fills. Several statements saved one after the other in one file are read\ntogether. Deposits & Withdrawals become account transactions.\n\n**What we leave out.** Closed-lot and subtotal rows (they repeat trades), order rows when execution rows are present,\ndividends, withholding tax, interest and fees (listed as skipped). A statement whose Trades section is empty says so.',
  },
  {
    broker: 'MetaTrader 4',
    export: 'Detailed Statement (HTML)',
    formats: ['metatrader4'],
    guide:
      "**Export:** in the MetaTrader 4 terminal open the Terminal window (Ctrl+T), go to the **Account History** tab, right-click and pick a period (All History, Last 3 Months...), then right-click again and choose **Save as Detailed Report**. Import the `.htm` file it saves.\n\n**What we read:** every closed position in *Closed Transactions* becomes two fills (its entry and its exit), with the ticket as the order id. Commission and taxes are split between the two fills. Broker suffixes on currency pairs are removed (`eurusd-2`, `EURUSD.pro` and `EURUSDm` all become EUR/USD); other instruments keep the broker's name (`US30USD-2`). Balance rows of money paid in or out (deposits, withdrawals, adjustments) become deposits and withdrawals. Each position's **Profit** is kept and checked against the fills.\n\n**Contract size:** the statement never says how big a lot is, so we work it out from each position's Profit. When one round size (100,000 for a currency pair, 100 for gold, 1 for an index CFD...) gives every position's Profit to the cent, that is used. A pair quoted in another currency than your account's (USD/JPY in a USD or EUR account) has its profit converted by the broker at the rate of the day, which the statement does not show: we then use the file's average rate, so the total P&L of that pair matches the statement and each trade is close to it, and a warning tells you by how much at most.\n\n**Left out:** swap (financing) is not added to the fills and a warning gives its total; financing, interest, dividend and fee balance rows, credit rows and cancelled pending orders are listed as skipped. Open trades and working orders are not imported (they are not closed yet); import a later statement once they are.",
  },
  {
    broker: 'MetaTrader 4',
    export: 'Strategy Tester report (HTML)',
    formats: ['metatrader4-tester'],
    guide:
      "**Export:** in the Strategy Tester (Ctrl+R), after a test, open the **Report** tab, right-click and choose **Save as Report**. Import the `.htm` file.\n\n**What we read:** the order list under the summary. A `buy` or `sell` row opens an order; its `t/p`, `s/l`, `close` or `close at stop` row closes it, with its profit. The report's **Total net profit** is kept and compared with the fills. The contract size comes from the profits as for statements.\n\n**Left out:** `modify` and `delete` rows (order changes) and pending orders placed are skipped. The tester charges swap without listing it: when the balance moves by more than a close's profit we say by how much, and that is why Total net profit can differ from the fills by a few cents.",
  },
  {
    broker: 'MetaTrader 5',
    export: 'Trade History Report (HTML or Excel)',
    formats: ['metatrader5'],
    guide:
      "**Export:** in the MetaTrader 5 terminal open the Toolbox (Ctrl+T), go to the **History** tab, right-click, choose the period, then **Report** → **HTML** (or **Open XML**, an Excel file). Import the file as saved. A CSV of the Deals table (Time, Deal, Symbol, Type, Direction, Volume...) is read too.\n\n**What we read:** the **Deals** section: each buy or sell deal is one fill in lots, with its commission and fee. Direction `in` opens, `out` closes, `in/out` reverses a position. Balance deals become deposits and withdrawals. Each closing deal's Profit is kept and checked against the fills, and the contract size is worked out from it as for MetaTrader 4. Times are the broker server's: import with the server's time zone.\n\n**Left out:** swap is not added to the fills (a warning gives its total); credit, bonus, charges and other operations are skipped. The Positions and Orders sections repeat what the deals say and are not imported.",
  },
  {
    broker: 'Tradovate',
    export: 'Performance',
    formats: ['tradovate'],
    guide:
      'Export: click your account name at the top of Tradovate, then the gear beside the account (Account\nSettings), open **Reports**, choose **Performance**, set the dates, click **Go**, then **Download\nReport**. The file is a CSV with one row per pair: the buy fill and the sell fill that closed\nagainst each other.\n\nWe read: each fill once (a fill closed in parts is paired on several rows under one fill id; those\nrows become one fill), its time (in the zone you import with), price, quantity, and the pair\'s\nstated P&L ("$(59.00)" is a loss), which is compared with the P&L the fills give. A short shows as a\nsell before its buy. Left out: commissions and fees, which this report does not hold (import the\nFills export to have them).',
  },
  {
    broker: 'Tradovate',
    export: 'Position History',
    formats: ['tradovate-position-history'],
    guide:
      "Export: Account Settings (the gear beside your account) → **Reports** → **Position History** → dates\n→ **Go** → **Download Report**.\n\nWe read: each pair row as in Performance (Buy/Sell Fill ID, Paired Qty, Buy/Sell Price, the\nBought/Sold Timestamps, the account), and the pair's P/L as the stated P&L. Left out: the position\ntotals (Bought, Avg. Buy, Net Pos...) repeated on every row of a position, which the pairs already\nhold; a position still open with nothing paired yet (a row without a Pair ID), listed as skipped: its\nfills come with a later export once it closes. No commissions in this report.",
  },
  {
    broker: 'Tradovate',
    export: 'Fills',
    formats: ['tradovate-fills'],
    guide:
      'Export: Account Settings → **Reports** → **Fills** → dates → **Go** → **Download Report**.\n\nWe read: one fill per row (Fill ID, Order ID, Timestamp, Account, B/S, Quantity, Price, Contract)\nwith its commission. The file repeats each field as a raw API column (lower case); the display\ncolumns are the ones read. This is the most complete Tradovate export: prefer it when you can.',
  },
  {
    broker: 'Tradovate',
    export: 'Orders',
    formats: ['tradovate-orders'],
    guide:
      'Export: Account Settings → **Reports** → **Orders** → dates → **Go** → **Download Report**.\n\nWe read: each order that filled (fully, or in part before it was cancelled) as one fill of its\nfilled quantity at its average fill price (`decimalFillAvg` when present, else `Avg Fill Price`) at\nits fill time. Left out: orders that filled nothing (cancelled, rejected, working), listed as\nskipped; commissions, which this export does not hold. An order filled in several pieces becomes one\nfill at the average price: import the Fills export instead if you want each piece.',
  },
  {
    broker: 'TopstepX',
    export: 'Trades export',
    formats: ['topstepx'],
    guide:
      "Export: in TopstepX, open the **Trades** tab under the chart (account panel), choose the dates, and\nclick **Export** to save the CSV.\n\nWe read: each row as one closed trade, two fills (entry and exit) from ContractName, Type (Long or\nShort), Size, EntryPrice/ExitPrice and EnteredAt/ExitedAt; Fees and Commissions split evenly between\nthe entry and the exit; the row's PnL (before fees) as the stated P&L. Dates written month first\n(`03/06/2026`) are read month first, as TopstepX writes them, with a note when no day is above 12.",
  },
  {
    broker: 'TopstepX',
    export: 'API trade list',
    formats: ['topstepx-api'],
    guide:
      'Some tools save TopstepX\'s statistics API ("Statistics/trades") as a CSV with the columns `id,\nsymbolId, positionSize, profitAndLoss, fees, entryPrice, exitPrice, tradeDay, createdAt,\nenteredAt`. We recognise it, but the API leaves out the prices (entryPrice 0, exitPrice blank) and\nthe entry time (`0001-01-01`), so those trades cannot become fills: each such row is a row error\nsaying what it lacks, and a note asks for the TopstepX Trades export above. A row that does carry\nboth prices and an entry time is read as its trade (symbol is the contract\'s root, e.g. MNQ, since\nthe list does not give the month).',
  },
  {
    broker: 'NinjaTrader 8',
    export: 'Executions grid',
    formats: ['ninjatrader'],
    guide:
      "**Export:** Control Center → **Executions** tab (or New → Trade Performance → Generate → Display **Executions**) → right-click the grid → **Export…** → save as CSV.\n\n**What we read:** one fill per row: instrument (`ES 06-26` becomes `ESM26`), Buy / Sell / Sell short / Buy to cover, quantity, price, time, the execution ID and Order ID (so a re-import finds the same fills), the account (`Account` or `Account display name`), Commission, and the newer fee columns (Clearing, Exchange, IP, NFA Fee) as fees. The **E/X** column (Entry / Exit) marks each fill as opening or closing a position.\n\n**Dates and numbers:** NinjaTrader writes them the way your Windows region does: `3/9/2026 9:31:05 AM`, `09/03/2026 09:31:05`, `09.03.2026 09:31:05`, `2026/03/09 9:31:05`, decimal commas (`5250,25`, `1,24 $`) with `;` between columns. We work out the layout from the file itself. If no day in the file is above 12, day and month could be swapped: a US-style file (no leading zeros, AM/PM) is read month first, anything else day first, and we say so in a warning — check the first trades' dates. Times carry no time zone: pick the zone your PC was set to.\n\n**Left out:** nothing else is in the grid. Grids with translated column headers (a French or German NinjaTrader) are not recognised yet: switch NinjaTrader to English before exporting.",
  },
  {
    broker: 'NinjaTrader 8',
    export: 'Trade Performance, Trades grid',
    formats: ['ninjatrader'],
    guide:
      "**Export:** Control Center → New → **Trade Performance** → choose From / To → **Generate** → Display **Trades**, units **Currency** → right-click the grid → **Export…** → CSV.\n\n**What we read:** each row is one closed round trip, imported as two fills (entry and exit; Long buys first, Short sells first). Commission and the fee columns are the round trip's totals and are split evenly between the two fills. **Profit** is the P&L NinjaTrader states; we check it against the fills (before or after commission, since that depends on your Trade Performance settings) and warn if it does not match.\n\n**Left out:** MAE, MFE, ETD, Bars, Cum. net profit, entry and exit names. If Profit is shown in points, ticks or percent (not money), it is not compared. The Trades grid has no fill ids, so exporting overlapping periods twice can duplicate trades: prefer the Executions grid.",
  },
  {
    broker: 'Rithmic R|Trader Pro',
    export: 'Order history (Completed Orders)',
    formats: ['rithmic'],
    guide:
      "**Export:** R|Trader Pro → **Recent Orders** (today) or File → **Order History** (pick the day) → right-click a column heading and make sure **Qty Filled**, **Avg Fill Price**, **Order Number**, **Update Time** and **Commission Fill Rate** are shown → right-click the grid → **Export** → CSV. One day per file.\n\n**What we read:** one fill per order that filled anything, at its average fill price, with the filled quantity (a partly filled, then cancelled order counts for what filled). Commission is the order's **Commission** when shown, otherwise the commission rate per contract × contracts filled. Times are read in the zone written in the column header (`Update Time (CDT)` → US Central), whatever zone you pick. **Closed Profit/Loss** on closing orders is checked against the fills. The Working Orders block R|Trader puts above Completed Orders is skipped (those orders show up once completed).\n\n**Left out:** orders that filled nothing (listed as skipped), working orders. Treasury prices in 32nds (`110'04`) are not read yet.",
  },
  {
    broker: 'Quantower',
    export: 'Trades panel',
    formats: ['quantower'],
    guide:
      '**Export:** Quantower → **Trades** panel → choose the period → right-click (or the panel menu) → **Export to CSV**.\n\n**What we read:** one fill per row with its Trade ID, Order ID and account, Fee (written as negative cash) as a cost, and the Symbol type for the asset class (`Equities` read as stocks). The date layout is detected from the file. Each closing row\'s Gross P/L is compared with what the fills give, and a difference is shown before you import.\n\n**Left out:** Net P/L (the fills\' fees give it); Position ID and connection name are not kept.',
  },
  {
    broker: 'ATAS',
    export: 'Trading Journal',
    formats: ['atas'],
    guide:
      "**Export:** ATAS → **Trading Journal** → choose period, accounts and instruments → **Journal** tab → **Export** (Excel). A CSV saved from it works too.\n\n**What we read:** one closed round trip per row, imported as two fills: the sign of **Open volume** gives the direction (positive long, negative short), **Close volume** must close it. The instrument's exchange is dropped (`MESU5@CME` → `MESU5`). **PnL** is checked against the fills. Times are in the zone ATAS showed: pick it when importing. Decimal commas and day-first dates (from a CSV saved on a European PC) are handled as for NinjaTrader.\n\n**Left out:** the Comment column. A row whose close volume does not match its open volume is reported as an error rather than guessed.",
  },
  {
    broker: 'tastytrade',
    export: 'Transactions history (CSV)',
    formats: ['tastytrade'],
    guide:
      '**Export:** tastytrade web platform → **History** → **Transactions** → choose the date range →\n**CSV** (download icon). The desktop app: **Activity** → **History** → *Export*.\n\n**We read:** every Trade row as a fill (price from the description\'s "@ 2.50", commission and fees\nfrom their columns; "--" means none); Receive Deliver rows: expirations, assignments, exercises and\ncash settlements (see above), the stock an assignment or exercise delivers, and the close/open pair\na special dividend books when it swaps a contract for its adjusted twin. Futures options\n(`./MESZ5EXV5  251031P5400`) are read with their real multiplier, taken from the row\'s value (the\nfile writes 1). Deposits and withdrawals become cash transactions.\n\n**We leave out:** dividends, interest, fees and mark-to-market rows (listed as skipped); shares moved\nin by ACAT transfer (no price: a warning tells you to enter their purchase by hand).',
  },
  {
    broker: 'Webull',
    export: 'Orders Records (CSV, stocks and options)',
    formats: ['webull'],
    guide:
      '**Export:** Webull desktop → **Account** → **Orders** → **History** → pick the range → **⋯** →\n**Export Orders**; Webull e-mails the CSV files (one for stocks, one for options).\n\n**We read:** one fill per order at its average fill price, including the filled part of an order\ncancelled after a partial fill (that part did trade). In the options file a combo order (vertical,\ncalendar, iron condor…) is a summary row followed by its legs: each leg is a fill, the legs share\none order id, and the summary row is listed as skipped ("its legs are the fills"). Times keep\nWebull\'s EST/EDT.\n\n**We leave out:** orders that filled nothing. Webull\'s order export has no commissions or fees and no\nexpirations or assignments, so options that expired or were assigned stay open in the journal\nuntil you close them by hand.',
  },
  {
    broker: 'Charles Schwab',
    export: 'Transactions (CSV), also thinkorswim accounts at Schwab',
    formats: ['schwab'],
    guide:
      '**Export:** schwab.com → **Accounts** → **History** → **Transactions** → choose the account and the\ndate range → **Export** (top right) → CSV.\n\n**We read:** Buy, Sell, Sell Short, Buy to Cover, Reinvest Shares and the options actions (Buy to\nOpen, Sell to Close…) as fills, with "Fees & Comm" as the commission; options written\n`XYZ 04/17/2026 40.00 P`; Expired, Assigned and Exchange or Exercise as options events (above); the\n"as of" date when a row was booked later than it happened. MoneyLink, wire and other transfers\nbecome deposits and withdrawals.\n\n**We leave out:** dividends, interest, taxes, fees and journal entries (skipped with their kind);\n"Stock Plan Activity" and security transfers (shares without a price: a warning tells you to enter\ntheir cost by hand). The file has dates but no times, so fills of one day are kept in the order\nthey happened (oldest first).',
  },
  {
    broker: 'thinkorswim',
    export: 'Account Statement (CSV)',
    formats: ['thinkorswim'],
    guide:
      '**Export:** thinkorswim desktop → **Monitor** → **Account Statement** → set the dates → the menu\nicon (top right) → **Export to File…** → CSV.\n\n**We read:** fills from Account Trade History (with TO OPEN / TO CLOSE), their commissions and fees\nfrom the Cash Balance TRD rows; from Cash Balance also the "REMOVAL OF OPTION DUE TO EXPIRATION /\nASSIGNMENT" rows (options events above) and the stock delivered "UPON OPTION ASSIGNMENT" (priced\nfrom its amount). Deposits and withdrawals become cash transactions.\n\n**We leave out:** dividends, interest, journal and balance rows (skipped with their kind).',
  },
  {
    broker: 'OFX / QFX',
    export: '"Quicken" or "OFX" download (E*TRADE, Fidelity, Schwab, Vanguard and most US brokers)',
    formats: ['ofx'],
    guide:
      "**Export:** on the broker's website open the account's activity or history page, choose the date range, then\nDownload and pick *Quicken (.qfx)*, *OFX* or *Microsoft Money (.ofx)*. (E*TRADE: Accounts > Transactions > Download;\nFidelity: Accounts & Trade > Activity & Orders > Download; Schwab: History > Export.) Any .ofx or .qfx of an investment\naccount is read, whichever broker made it, in both the old (OFX 1.x) and the new (OFX 2.x, XML) form.\n\n**What we read**\n- Buys and sells of stocks, ETFs, options, mutual funds, bonds and other securities, one fill each: the trade date and\n  time (with the zone the file writes; a date without a time is that day in your account's time zone), the quantity,\n  the price per share, the commission, and fees plus taxes (SEC/TAF fees) as fees. The broker's transaction id and the\n  account number are kept, so importing the same download twice adds nothing twice.\n- The symbol comes from the file's security list: the ticker, or for options the OCC symbol built from the contract\n  (underlying, expiry, call/put, strike). Buy/Sell to Open/Close and short sales / buys to cover are marked open or close.\n- Options that expired, were assigned or were exercised close at 0 on the expiry day; the stock an assignment or an\n  exercise delivered is marked as such.\n- Deposits and withdrawals (cash transfers) become account transactions.\n- The gain the broker states on a sale or an option closure is compared with the gain the fills give.\n\n**What we leave out, and why:** dividends, interest, capital-gain distributions, reinvested dividends, margin interest,\nsplits, security transfers and journals are listed as skipped rows (they are not trades). Positions and balances are\nnot read (the journal works them out from the fills). An expiry of an option opened before the downloaded range is\nskipped: there is nothing in the file for it to close. A bank or card OFX is recognised and you are told to download\nthe brokerage account instead. A download that was cut off is refused whole: download it again.",
  },
  {
    broker: 'Robinhood',
    export: 'Account activity report (CSV)',
    formats: ['robinhood'],
    guide:
      "**Export:** in the Robinhood app or website: Account > Reports and statements > Reports > Generate new report,\nchoose the date range, and download the CSV when it is ready.\n\n**What we read:** stock trades (Buy/Sell) and option trades (BTO, STO, BTC, STC, marked open or close), with the\nregulatory fees taken from the amount; option expirations (OEXP), assignments (OASGN) and exercises (OEXCS) close the\noption at 0 (the shares an assignment delivered are marked as such); ACH, instant and wire transfers become deposits\nand withdrawals. The report has no time of day: trades are dated by their activity date.\n\n**What we leave out, and why:** dividends, interest, stock lending, Gold fees, splits and ACATS transfers are skipped\nrows; an expiration of an option opened before the report's range is skipped (nothing to close); the disclaimer at the\nend of the file is ignored.",
  },
  {
    broker: 'Edgelog',
    export: 'fills export (CSV)',
    formats: ['edgelog'],
    guide:
      "**Export:** in Edgelog, open **Trades**, choose **Export** > **Fills (CSV)**. The file moves a journal between Edgelog servers or\naccounts without loss.\n\n**What we read:** one fill per row with its trade, account, symbol, asset class, side, quantity, price, commission, fees, time,\nmultiplier, currency and the broker's ids, so a re-import adds nothing twice.\n\n**Left out:** notes, tags, screenshots and playbooks travel in a full backup (Settings > Privacy and data > Backup), not in this file.",
  },
  {
    broker: 'cTrader',
    export: 'History (CSV)',
    formats: ['ctrader'],
    guide:
      "**Export:** in cTrader, open the **History** tab of the trade watch, right-click the table and choose **Export to CSV** (or use the\nexport button above it) for the period shown.\n\n**What we read:** each closing deal (a position closed in parts shows once per part) as its entry and exit fill, with the\nquantity in lots or units; the commissions, charged for the round trip, are split between the two so they count once.\n\n**Left out:** swap and the platform's net column: financing is not a fill cost.",
  },
  {
    broker: 'DAS Trader Pro',
    export: 'Trades window (CSV)',
    formats: ['das-trader'],
    guide:
      "**Export:** in DAS Trader Pro, open **Trade** > **Trades**, right-click the window and choose **Export** (or **Save as CSV**); the\nfile name carries the day's date.\n\n**What we read:** one fill per execution, B / S / SS (a short sale opens a short), with its ECN fee. Times of day are dated by a\nDate column or by the date in the file name; without either, each row says so.\n\n**Left out:** negative ECN fees (rebates) are not fees: a warning gives their sum.",
  },
  {
    broker: 'TradeStation',
    export: 'Order history (TradeManager, CSV)',
    formats: ['tradestation'],
    guide:
      "**Export:** in TradeStation, open **TradeManager** > **Orders** (filled), right-click and choose **Export** > **CSV** for the period.\n\n**What we read:** one fill per order at its average fill price; a partly filled order is a fill of what filled. Sell Short and Buy to\nCover set the position's direction; options in OCC form and futures are read from the symbol; US times with AM / PM.\n\n**Left out:** orders that filled nothing (listed as skipped).",
  },
  {
    broker: 'TradingView',
    export: 'Paper trading order history (CSV)',
    formats: ['tradingview'],
    guide:
      '**Export:** in TradingView, open the **Trading Panel** with **Paper Trading** connected, go to **History**, and click the export\n(download) icon.\n\n**What we read:** filled orders as fills at their closing time; the exchange prefix gives the asset class (`CME_MINI:` futures,\n`BINANCE:` coin pairs, `OANDA:` CFDs).\n\n**Left out:** orders that were cancelled or never filled.',
  },
  {
    broker: 'TradeZella',
    export: 'Trade export (CSV)',
    formats: ['tradezella'],
    guide:
      "**Export:** in TradeZella, open **Trade Log**, select the trades (or all), and choose **Export** > **CSV**.\n\n**What we read:** one trade per row, long or short, split into its entry and exit fill (an open trade is its entry only); commissions\nand fees shared to the cent between the two; options from Expiration, Strike and Call/Put. Each trade's Gross P&L is compared with\nwhat its fills give, and a difference is shown before you import.\n\n**Left out:** TradeZella's own tags, notes and ratings.",
  },
  {
    broker: 'TraderSync',
    export: 'Trade export (CSV)',
    formats: ['tradersync'],
    guide:
      "**Export:** in TraderSync, open **Trades**, select them, and choose **Export** (CSV).\n\n**What we read:** one trade per row (LONG / SHORT), split into entry and exit; costs shared between the two; options from Expire,\nStrike and Option.\n\n**Left out:** TraderSync's tags, notes and setups.",
  },
  {
    broker: 'Tradervue',
    export: 'Generic executions (CSV)',
    formats: ['tradervue'],
    guide:
      '**Export:** Tradervue imports and exports its "generic" execution layout: **Trades** > **Export** > **Executions (CSV)**, or the file\nyou prepared for Tradervue\'s generic import.\n\n**What we read:** one fill per execution (Date, Time, Symbol, Quantity, Price, Side, Commission, TransFee, ECNFee); a negative\nECN fee is a rebate that lowers the row\'s fees, never below zero. Futures in any form Tradervue lists, options in OCC form.\n\n**Left out:** notes and tags.',
  },
  {
    broker: 'Saxo',
    export: 'Trades (CSV or Excel)',
    formats: ['saxo'],
    guide:
      '**Export:** in SaxoTraderGO or SaxoInvestor, open **Account** > **Historic reports** > **Trades**, choose the period and export to\nExcel or CSV.\n\n**What we read:** one fill per trade (Bought / Sold; partial fills share an order id), Commission and Exchange Fee as costs, options in\nOCC form from the underlying, expiry, strike and Put / Call; day-first times.\n\n**Left out:** bookings, cash transfers and corporate actions.',
  },
  {
    broker: 'Fidelity',
    export: 'Account history (CSV)',
    formats: ['fidelity'],
    guide:
      '**Export:** on Fidelity.com, open **Accounts & Trade** > **Account Positions** > **Activity & Orders** > **History**, pick the range\nand click **Download** (CSV). For an OFX/QFX file, use the Quicken download instead (see OFX / QFX).\n\n**What we read:** "YOU BOUGHT" and "YOU SOLD" rows (options "OPENING" / "CLOSING" transactions included, marked open or close) as fills\nwith commission and fees, oldest first (the file lists the newest first and has no time of day, so a day trade keeps its order);\n"EXPIRED", "ASSIGNED" and "EXERCISED" rows close the option at 0 (the shares an assignment delivered are marked as such);\ntransfers in and out become deposits and withdrawals; the disclaimer lines above and below the table are passed over.\n\n**Left out:** dividends, interest and fees (listed as skipped with their kind); an expiry of an option opened before the\ndownloaded range is skipped with a warning (nothing in the file for it to close).',
  },
  {
    broker: 'E*TRADE',
    export: 'Transaction history (CSV)',
    formats: ['etrade'],
    guide:
      '**Export:** on etrade.com, open **Accounts** > **Transactions**, choose the period and **Download** (CSV; Excel opens the same file).\nFor an OFX/QFX file, use **Download to Quicken** (see OFX / QFX).\n\n**What we read:** Bought / Sold rows of stocks and options (the contract written in words is read into OCC form; to open / to close\nand short / cover marked open or close) as fills with commission and regulatory fees, in the older and the newer layout, oldest\nfirst (the file lists the newest first and has no time of day); "Option Expiration", "Option Assignment" and "Option Exercise"\nclose the option at 0 (the shares an assignment delivered are marked as such); transfers become deposits and withdrawals.\n\n**Left out:** dividends, interest and fees (skipped with their kind); an expiry of an option opened before the downloaded range is\nskipped with a warning (nothing in the file for it to close).',
  },
  {
    broker: 'Any other broker',
    export: 'map the columns',
    formats: ['generic'],
    guide:
      '**Export:** any CSV, TSV, text or Excel file with one row per fill or per round trip.\n\n**What we read:** the columns you map on the mapping screen (time, or date and time apart; symbol; side or signed quantity; quantity;\nprice; costs); the mapping is saved as a template and offered again for files with the same headers.\n\n**Left out:** whatever you leave unmapped.',
  },
  {
    broker: 'Trading 212',
    export: 'History export (CSV)',
    formats: ['trading212'],
    guide:
      '**Export:** on the web or in the app, open **History**, click the **Export** button (top right), pick the\nperiod (at most 12 months per file) and the data to include (orders, dividends, transactions), then\n**Export CSV** and download it when the notification says it is ready.\n\n**What we read:** every Market / Limit / Stop buy and sell as a fill. Trading 212 pays every order in your\naccount\'s currency, converted at the rate printed on the row, so we write your fills in the account\'s\ncurrency (the price divided by that rate). Stamp duty, the currency conversion fee, French transaction tax,\nthe Finra fee and the transaction fee are the fill\'s fees, each converted from its own currency. The\n"Result" column (realised P&L after all costs and the currency move) is checked against the fills: your\njournal shows the same P&L as Trading 212. Deposits and withdrawals become the account\'s cash movements.\n\n**Left out:** dividends, interest on cash and currency conversions (listed as skipped rows). Older exports\nthat name the currency in the header ("Total (GBP)") are read the same way.',
  },
  {
    broker: 'Freetrade',
    export: 'Activity export (CSV)',
    formats: ['freetrade'],
    guide:
      '**Export:** in the Freetrade app open **Activity**, tap the download/export icon and choose **Export as\nCSV** for the period; the file is emailed or saved to your device.\n\n**What we read:** each `ORDER` row (buy or sell) as a fill in your account\'s currency (GBP), at "Price per\nShare in Account Currency", with stamp duty and the FX fee as fees; the order id is kept so a re-import finds\nduplicates. Top-ups and withdrawals become the account\'s cash movements.\n\n**Left out:** dividends, interest, monthly statements and free shares. A free share is a gift, not a trade:\nif the file also sells that stock, a warning tells you to add the free share by hand so the sale is matched.',
  },
  {
    broker: 'Revolut',
    export: 'Stock trading account statement (CSV)',
    formats: ['revolut'],
    guide:
      '**Export:** in the Revolut app open **Invest** (Stocks), tap **…** → **Documents** → **Brokerage account**\n→ **Account statement**, choose **Excel/CSV** and the period, then share or save the file.\n\n**What we read:** every `BUY - …` and `SELL - …` row as a fill at "Price per share" in the row\'s currency\n(amounts like `$52.07` or `€88.94`, quantities with a decimal comma as some statements write them). Cash\ntop-ups and withdrawals become the account\'s cash movements.\n\n**Left out:** dividends, custody fees, stock splits and transfers between Revolut companies (skipped rows).\nThe statement has no fee column, so fills carry no fees.',
  },
  {
    broker: 'Trade Republic',
    export: 'transactions exported with pytr (CSV)',
    formats: ['traderepublic'],
    guide:
      '**Export:** Trade Republic offers no CSV itself. Install the open-source `pytr` tool, log in with\n`pytr login`, then run `pytr export_transactions` (add `--lang en`, `de` or `nl` for the header language).\nImport the `account_transactions.csv` it writes.\n\n**What we read:** every Buy/Kauf/Aankoop and Sell/Verkauf/Verkoop row as a fill in euros, the ISIN as the\nsymbol. The "Value" is the cash paid or received, so the price is worked out before fees and taxes; the fee\nis the fill\'s commission. Dates with or without a time, numbers with a point or a comma are all read.\nDeposits and removals become the account\'s cash movements.\n\n**Left out:** dividends, interest, taxes, fees and transfers (skipped rows).',
  },
  {
    broker: 'Vanguard UK',
    export: 'Transaction report (CSV)',
    formats: ['vanguard-uk'],
    guide:
      '**Export:** log in to Vanguard Investor, open **My Account → Reports** (Transactions), pick the account and\nthe dates, download the report, and save the account\'s sheet as CSV (or export the cash statement alone).\n\n**What we read:** the trades written in words ("Bought 1,550 … (FOO)", "Sold 1 …"). When the report has its\n**Investment Transactions** table, its quantity and price are used; from the cash table alone the price is the\namount over the quantity. The ticker in brackets is the symbol; long fund names without one are shortened (a\nwarning lists them). Deposits and withdrawals become the account\'s cash movements. Amounts are in pounds and\ndates have no time, so fills are dated midnight in your zone.\n\n**Left out:** interest, dividends (and their reversals) and account fees (skipped rows).',
  },
  {
    broker: 'Hargreaves Lansdown',
    export: 'Transaction summary (CSV)',
    formats: ['hargreaves-lansdown'],
    guide:
      '**Export:** log in, open your account (e.g. Fund & Share Account) → **Transaction history**, set the dates and\nclick **Download** (CSV).\n\n**What we read:** rows whose reference starts B (purchase) or S (sale) as fills; the unit cost is in pence and\nis turned into pounds; the difference between the value and the shares\' cost is the dealing charge (with stamp\nduty) as commission. Receipts and payments become the account\'s cash movements. The file is saved in an older\nWindows encoding (the "£" in "Value (£)"); it is read all the same.\n\n**Left out:** interest and the management fee (skipped rows).',
  },
  {
    broker: 'InvestEngine',
    export: 'Trading statement (CSV)',
    formats: ['investengine'],
    guide:
      "**Export:** in InvestEngine open **Activity** (or your portfolio's **Statements**), choose **Trading\nstatement**, set the dates and download the CSV.\n\n**What we read:** each Buy and Sell as a fill in pounds, the ISIN as the symbol, at the trade's value over its\nquantity (the printed share price is rounded to the penny), dated with the trade time in UK time.\nInvestEngine charges no dealing fee.\n\n**Left out:** nothing else is in this file.",
  },
  {
    broker: 'Delta',
    export: 'transactions CSV',
    formats: ['delta'],
    guide:
      "**Export:** Delta's CSV layout is the one in its import template (Settings → Import/Export → CSV). A file in that\nlayout (exported or filled in by hand) is read.\n\n**What we read:** BUY and SELL rows as fills: the base amount is the quantity, the quote amount the total, so the\nprice is quote ÷ base. Coins become pairs (ETH/BTC); stocks keep their ticker. A fee in the quote currency, or in\nthe base coin (priced at the fill), is the fill's fee; a fee in a third coin (BNB) is named in a warning. Fiat\ndeposits and withdrawals become the account's cash movements.\n\n**Left out:** coin deposits and withdrawals (transfers) and dividends (skipped rows).",
  },
  {
    broker: 'capital-gains-calculator',
    export: 'raw transactions (CSV)',
    formats: ['cgt-calc-raw'],
    guide:
      '**Export:** this is the plain input file of the `cgt-calc` tax tool (`--raw-file`): a CSV with exactly the\ncolumns `date,action,symbol,quantity,price,fees,currency`.\n\n**What we read:** BUY and SELL rows as fills with their fees and currency; dates have no time (midnight in your\nzone). Only a file with exactly that header is taken for this layout.\n\n**Left out:** DIVIDEND, STOCK_SPLIT and other actions (skipped rows).',
  },
  {
    broker: 'Avanza',
    export: 'Transaktioner (CSV)',
    formats: ['avanza'],
    guide:
      "Export: Min ekonomi → Transaktioner → pick the accounts and the period → Exportera (CSV).\nWe read: Köp and Sälj rows as fills (ISIN as the symbol, Kurs in the instrument's currency, Antal,\nCourtage turned from kronor into the instrument's currency with Valutakurs), the account (Konto) of\neach row, Insättning / Uttag as deposits and withdrawals, and Resultat on a sale as the P&L Avanza\nstates (checked against your fills for krona instruments).\nLeft out: dividends, interest, taxes (Utländsk källskatt, Avkastningsskatt), fee rebates and fund\nswitches (Övrigt) are listed as skipped rows. A sale whose purchase is older than the file cannot\nbe matched: import a longer period.",
  },
  {
    broker: 'BUX',
    export: 'account statement (CSV)',
    formats: ['bux'],
    guide:
      "Export: in the BUX app, Account → Statements / Transaction overview → export CSV for the period.\nWe read: `trades` rows (Buy Trade / Sell Trade) as fills of Asset Quantity at Asset Price in the\nasset's currency, ISIN (Asset Id) as the symbol, times as Amsterdam time. The Trading Fee row BUX\nbooks a moment after a trade becomes that trade's commission (converted with the trade's exchange\nrate for a dollar share). Profit And Loss Amount on a sale is kept as BUX's stated P&L. Deposits\nand withdrawals are cash.\nLeft out: dividends, interest, subscription fees, promotions and corporate actions (a split shows\nas a redeem and a deposit of the same shares) are skipped rows. A deposit row whose amount is not\nin its column is left out with a warning.",
  },
  {
    broker: 'Directa',
    export: 'Movimenti / Compravendite (CSV)',
    formats: ['directa'],
    guide:
      'Export: Libera → Conto → Movimenti (or Compravendite) → pick the period → Esporta CSV.\nWe read: the table under the account preamble; Acquisto and Vendita as fills (Ticker as symbol,\nprice = Importo euro ÷ Quantità, or Importo Divisa for a share in another currency), the order\nreference, Conferimento / Versamento / Prelievo as deposits and withdrawals.\nLeft out: dividends (Provento), coupons (Cedola, Coupon), withholding taxes, stamp duty and\ncommission rows are skipped; Directa books commissions as rows of their own, so fills carry none.',
  },
  {
    broker: 'Disnat (Desjardins)',
    export: 'Historique des transactions (CSV)',
    formats: ['disnat'],
    guide:
      'Export: Mon compte → Historique des transactions → période → Exporter (CSV).\nWe read: ACHAT and VENTE as fills on their transaction date (Symbole, Quantité, Prix, Commission\npayée, currency CAN read as CAD), COTISATION and transfers received as deposits, RETRAIT /\nRÉSILIATION as withdrawals.\nLeft out: dividends, interest, account fees and their TPS/TVQ taxes, and RESP grants (SUBVENTION,\nINCITATIF) are skipped rows.',
  },
  {
    broker: 'Swissquote',
    export: 'Transactions (CSV)',
    formats: ['swissquote'],
    guide:
      'Export: eBanking → Trading → Transactions → pick the period → export (CSV).\nWe read: Buy and Sell rows as fills (Symbol, Quantity, Unit price, Currency; Costs as commission;\nOrder #), Credit and Debit as deposits and withdrawals.\nLeft out: Forex credit / Forex debit (currency exchanges), dividends, interest and custody fees are\nskipped rows.',
  },
  {
    broker: 'Parqet',
    export: 'Aktivitäten export (CSV)',
    formats: ['parqet'],
    guide:
      "Export: Portfolio → Aktivitäten → Export (CSV).\nWe read: Buy and Sell as fills at the `datetime` instant (identifier / ISIN as symbol, `fee` as\ncommission, crypto as crypto), `realizedgains` on a sale as Parqet's stated P&L, Deposit /\nWithdrawal as cash.\nLeft out: taxes (`tax`, not a trading cost), dividends, interest and transfers of shares are\nskipped. A sale whose purchase is not in the export cannot be matched with its stated gain.",
  },
  {
    broker: 'Investimental',
    export: 'order journal (CSV)',
    formats: ['investimental'],
    guide:
      "Export: the trading platform's order history (Orders → history → export CSV).\nWe read: only Fil (filled) updates become fills, at the order's price; the quantity of each fill is\nwhat the order had left before it less what it has left after (the last fill shows its own\nvolume), the commission likewise from the order's fee; Last Trade ID names the fill, Order Number\nthe order, the currency comes from the account name ([RON]).\nLeft out: New, Chg, OOT (expired) and change-request rows are skipped as order updates.",
  },
  {
    broker: 'DEGIRO',
    export: 'Transactions (CSV)',
    formats: ['degiro'],
    guide:
      "Export: Inbox → Transactions → pick the period → Export → CSV.\nWe read: every row as a fill (ISIN, quantity negative for sales, price and its currency, order id),\nin English, Dutch or German, point or comma decimals. Fees are in your account currency and are\nturned into the price's currency with the row's exchange rate: \"Transaction and/or third party\nfees\" is the commission, AutoFX Fee (newer exports) the fill's fees.\nLeft out: the Account statement (Account.csv) is a cash ledger and is not read: use Transactions.",
  },
  {
    broker: 'eToro',
    export: 'account statement (one sheet)',
    formats: ['etoro'],
    guide:
      "Export: Portfolio → History → Account statement → pick dates → export XLSX; import the workbook\n(the Closed Positions sheet is read) or that sheet saved as CSV.\nWe read: each closed position as an entry and an exit fill (UTC, day-first dates), Profit(USD) as\neToro's stated P&L for instruments quoted in dollars (FX rate 1). The Account Activity sheet alone\nholds cash movements only: deposits and withdrawals are read and the file says it has no trades.\nLeft out: spread (already in the rates), overnight fees and dividends (cash rows).",
  },
  {
    broker: 'XTB',
    export: 'account history (one sheet)',
    formats: ['xtb'],
    guide:
      "Export: xStation → Account history → Closed positions (or Cash operations) → Export (XLSX).\nWe read: closed positions as entry and exit fills (commission split between them); Cash operations\nalone gives deposits and withdrawals and says it holds no trades.\nLeft out: Gross P/L is in the account currency, not the instrument's, so it is not compared; swaps\nand rollovers are cash rows.",
  },
  {
    broker: 'Binance',
    export: 'Spot trade history',
    formats: ['binance'],
    guide:
      'Orders → Spot Order → Trade History → Export (choose the period). We read each fill: the pair, the side, the price,\nthe amount and the fee. We read both the older export (amounts written with their coin, e.g. "0.001BTC") and the newer\none (with a separate "Fee Coin" column). Times are UTC. A fee paid in BNB is shown as a warning, because the file\ngives no BNB rate.',
  },
  {
    broker: 'Coinbase',
    export: 'Transaction history',
    formats: ['coinbase'],
    guide:
      'Profile → Statements → Transaction history → Generate report (CSV). The few lines about the report at the top of\nthe file are passed over. We read Buy, Sell, Advanced Trade Buy and Advanced Trade Sell as fills, in the price\ncurrency, with "Fees and/or Spread" as the commission. Money deposits and withdrawals become cash transactions.\nSends, receives, conversions and rewards are skipped.',
  },
  {
    broker: 'Coinbase Pro',
    export: 'Account statement or fills statement',
    formats: ['coinbase-pro'],
    guide:
      'Coinbase Pro (later Coinbase Exchange): Portfolio → Statements → Generate (Account or Fills, CSV). The account\nstatement lists each trade as two "match" rows (the coin you got and the coin you gave) plus a "fee" row, all with\nthe same trade id. We join them into one fill. The fills statement has one row per fill. Both exports give a fill\nthe same id (`BTC-USD:81234`), so importing the other one later does not add it twice. Money deposits and\nwithdrawals become cash transactions. Moving coins in or out is skipped.',
  },
  {
    broker: 'Kraken',
    export: 'Trades and Ledgers',
    formats: ['kraken'],
    guide:
      'History → Export → choose "Trades" or "Ledgers", pick the period, then download the file when it is ready. The\nTrades export has one row per fill, with its pair, price, volume and fee. The Ledgers export shows each trade as two\nrows (the asset spent and the asset got) sharing a reference id, and we join them into one fill. That reference is\nthe trade\'s id in the Trades export, so importing both does not count a trade twice. Kraken\'s old asset codes are read\nas the coins they stand for (XXBT is BTC, ZEUR is EUR, XXDG is DOGE). Money deposits and withdrawals become cash\ntransactions. Staking, transfers and margin rows are skipped.',
  },
  {
    broker: 'KuCoin',
    export: 'Spot filled orders and the older trade history',
    formats: ['kucoin'],
    guide:
      'Orders → Spot Orders → Order History → Export (or Account → Export Data → Spot Orders). We read each filled order\nat its average price, with its fee. The times use the zone named in the header ("Filled Time(UTC+08:00)").\nCancelled orders are skipped. We also read the older trade history export (columns "FilledPrice", "AmountCoin"…).\nIts times carry no zone, so they are read in the zone you choose. A fee paid in KCS is shown as a warning.',
  },
  {
    broker: 'Bybit',
    export: 'Spot order history',
    formats: ['bybit'],
    guide:
      'Orders → Spot Order → Trade History / Order History → Export. We read each filled order at its fill price, with\nits fee.',
  },
  {
    broker: 'OKX',
    export: 'Trading history (spot, perpetuals, futures)',
    formats: ['okx'],
    guide:
      'Trade → Order history → Download (pick the period and the products). We read each fill with its fee; perpetuals and\nfutures keep their OKX name (BTC-USDT-SWAP) and the PnL of closing fills is checked against the fills. Coin-margined\ncontracts are set aside, as their P&L is in the coin.',
  },
  {
    broker: 'Bitvavo',
    export: 'Transaction history',
    formats: ['bitvavo'],
    guide:
      'Account (top right) → Transaction history → Export (CSV). Each row says which time zone its date and time are in, and\nwe use that zone. We read buys and sells at the quote price, with the fee as the commission. Money deposits and\nwithdrawals become cash transactions. Moving coins in or out and staking rewards are skipped, and so are cancelled\nrows.',
  },
  {
    broker: 'Bitstamp',
    export: 'Transaction history',
    formats: ['bitstamp'],
    guide:
      'Account → Transactions → Export (CSV, "All"). We read "Market" and "Limit" rows as fills (the sub type says buy or\nsell), at the rate shown, with the fee. We read both the older export (amounts written with their currency, dates like\n"Sept. 3, 2023, 9:05 AM", in UTC) and the newer one (currencies in their own columns, ISO times). Money deposits and\nwithdrawals become cash transactions. Moving coins in or out and staking rewards are skipped.',
  },
  {
    broker: 'Bittrex',
    export: 'Order history',
    formats: ['bittrex'],
    guide:
      'Bittrex closed in December 2023. Use the order history CSV you downloaded before then (Orders → Download History).\nThe name, user id and date lines at the top are passed over. We read "Bought" and "Sold" orders, with the fees (in\nthe quote coin). We also read the older Bittrex export (markets written quote-first, like "BTC-LTC"). There, the fill is\nthe ordered quantity less what was left unfilled, and orders that filled nothing are skipped as cancelled.',
  },
  {
    broker: 'Bisq',
    export: 'Trade history',
    formats: ['bisq'],
    guide:
      "Portfolio → History → Export to CSV. In a BTC/fiat market, the fill is BTC priced in the fiat currency. In an altcoin\nmarket (XMR/BTC…), the fill is the altcoin priced in BTC. Trade fees paid in BTC are converted at the trade's price.\nTrade fees paid in BSQ are shown as warnings, because the file gives no BSQ rate. The Bitcoin mining fee is counted as\na fee. Cancelled and failed trades are skipped. Times carry no zone, so they are read in the zone you choose.",
  },
  {
    broker: 'Crypto.com App',
    export: 'Crypto transactions',
    formats: ['cryptocom'],
    guide:
      'Accounts → Crypto Wallet → Transaction history (the clock icon) → Export → choose the dates → the CSV arrives by\nemail. We read four kinds of row as trades: buying with a card or bank money, swapping one coin for another, and\nselling for money. Each becomes one fill of the pair, for example `ADA/USDT`. The export states no fees. Cashback,\nstaking rewards, locks and unlocks, transfers to the Exchange, coin deposits and withdrawals, card top-ups and limit\norder holds are skipped, each with its kind. A file holding only these rows is recognised and reported as having no\ntrades. (The fiat wallet is exported separately; we do not read that file.)',
  },
  {
    broker: 'Revolut',
    export: 'Crypto account statement',
    formats: ['revolut-crypto'],
    guide:
      'Crypto → … (More) → Statements → Excel/CSV, choose the period. We read Buy and Sell rows at the price shown. The\ncurrency is taken from how the price is written ("SEK", "€", "$"), and the fee is the commission. Send, Receive,\nStake and staking rewards are skipped. Times carry no zone, so they are read in the zone you choose.',
  },
  {
    broker: 'CoinTracking',
    export: 'Trade table',
    formats: ['cointracking'],
    guide:
      'Enter Coins → Export → CSV (the full trade table). Each "Trade" row (bought X, sold Y) becomes one fill of the pair\nthe two currencies make, with the exchange column as the account. Dates can be written "DD.MM.YYYY" or "YYYY-MM-DD"\nfrom one row to the next, and both are read, in the zone you choose. Money deposits and withdrawals become cash\ntransactions. Income, staking, gifts and coin transfers are skipped.',
  },
];
