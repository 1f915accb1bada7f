import type { BacktestOrder, EntryOrder } from '@edgelog/core';
import { useCallback, useEffect, useReducer } from 'react';

export const SPEEDS = [1, 2, 5, 10, 20] as const;
export type Speed = (typeof SPEEDS)[number];

export interface ReplayState {
  /** The bar the replay started from, and the last bar shown. */
  start: number;
  cursor: number;
  orders: BacktestOrder[];
  playing: boolean;
  /** Bars per second while playing. */
  speed: Speed;
}

type Action =
  | { type: 'restart'; start: number }
  | { type: 'step'; last: number }
  | { type: 'play'; playing: boolean }
  | { type: 'speed'; speed: Speed }
  | { type: 'order'; order: BacktestOrder }
  | { type: 'cancel'; order: EntryOrder };

function reducer(state: ReplayState, action: Action): ReplayState {
  switch (action.type) {
    case 'restart':
      return { ...state, start: action.start, cursor: action.start, orders: [], playing: false };
    case 'step':
      if (state.cursor >= action.last) return { ...state, playing: false };
      return { ...state, cursor: state.cursor + 1 };
    case 'play':
      return { ...state, playing: action.playing };
    case 'speed':
      return { ...state, speed: action.speed };
    case 'order':
      return { ...state, orders: [...state.orders, action.order] };
    case 'cancel':
      return { ...state, orders: state.orders.filter((order) => order !== action.order) };
  }
}

/** The replay's clock: where it is, the orders placed, and play at a speed until the last bar. */
export function useReplay(barCount: number, initialStart: number) {
  const [state, dispatch] = useReducer(reducer, {
    start: initialStart,
    cursor: initialStart,
    orders: [],
    playing: false,
    speed: 2,
  });
  const last = barCount - 1;
  const step = useCallback(() => dispatch({ type: 'step', last }), [last]);
  useEffect(() => {
    if (!state.playing) return;
    const timer = window.setInterval(() => dispatch({ type: 'step', last }), 1000 / state.speed);
    return () => window.clearInterval(timer);
  }, [state.playing, state.speed, last]);
  return {
    state,
    atEnd: state.cursor >= last,
    step,
    restart: useCallback((start: number) => dispatch({ type: 'restart', start }), []),
    setPlaying: useCallback((playing: boolean) => dispatch({ type: 'play', playing }), []),
    setSpeed: useCallback((speed: Speed) => dispatch({ type: 'speed', speed }), []),
    place: useCallback((order: BacktestOrder) => dispatch({ type: 'order', order }), []),
    cancel: useCallback((order: EntryOrder) => dispatch({ type: 'cancel', order }), []),
  };
}
