// What the templates and the trade card give the web: plain element outlines in the shape the
// editor's convertToExcalidrawElements reads (its "element skeletons"), so core needs no editor
// code and the page turns them into real elements where the editor is loaded.

export type TextAlign = 'left' | 'center' | 'right';

export interface SkeletonLabel {
  text: string;
  fontSize?: number;
  /** The editor's font number (BOARD_FONT.family); the editor's default when left out. */
  fontFamily?: number;
  textAlign?: TextAlign;
  verticalAlign?: 'top' | 'middle' | 'bottom';
}

/** A box, with its text inside as its label. */
export interface ShapeSkeleton {
  type: 'rectangle' | 'ellipse' | 'diamond';
  x: number;
  y: number;
  width: number;
  height: number;
  strokeColor?: string;
  backgroundColor?: string;
  fillStyle?: 'solid' | 'hachure' | 'cross-hatch';
  strokeStyle?: 'solid' | 'dashed' | 'dotted';
  strokeWidth?: number;
  roughness?: number;
  groupIds?: string[];
  /** Opened when the trader follows the element's link (a trade's page). */
  link?: string | null;
  customData?: Record<string, unknown>;
  label?: SkeletonLabel;
}

export interface TextSkeleton {
  type: 'text';
  x: number;
  y: number;
  text: string;
  fontSize?: number;
  fontFamily?: number;
  textAlign?: TextAlign;
  strokeColor?: string;
  groupIds?: string[];
  customData?: Record<string, unknown>;
}

export type ElementSkeleton = ShapeSkeleton | TextSkeleton;

/** The editor's own palette (its light shades), so the boxes look native in both themes. */
export const PALETTE = {
  ink: '#1e1e1e',
  muted: '#868e96',
  profit: '#2f9e44',
  loss: '#e03131',
  blue: '#a5d8ff',
  yellow: '#ffec99',
  red: '#ffc9c9',
  green: '#b2f2bb',
  violet: '#d0bfff',
  grey: '#e9ecef',
} as const;
