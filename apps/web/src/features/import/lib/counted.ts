// The import pages name their counts as every page does ("1 fill", "1.204 fills").
export { counted } from '@/lib/format';
