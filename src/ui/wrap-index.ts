/** An index moved by `step` through `length` items, wrapping at both ends (carousels). */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
