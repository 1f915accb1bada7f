// Numbers as the suggestion sentences print them (the page formats the figures themselves).

export const money = (value: number): string => (value < 0 ? '-' : '') + Math.abs(value).toFixed(2);

export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;
