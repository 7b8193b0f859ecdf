export const MIN = 10;
export function isLongEnough(p: string): boolean {
  return p.length >= MIN;
}
