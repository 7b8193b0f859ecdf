/**
 * A whole number with thousands separators, as en-US writes it ('10,000'), for the limits in
 * messages. Not `toLocaleString`: the messages are built when the module loads, and the first
 * locale-aware call loads the ICU number data, which cost the web app's start-up about 30 ms of
 * main-thread time (115 ms on a phone as Lighthouse simulates it) before the first page rendered.
 */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
