// The pure domain of Edgelog: calculators, trade math, the error catalogue. No I/O here.
export {};
