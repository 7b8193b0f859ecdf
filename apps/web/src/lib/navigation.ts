/** Full-page navigations, in one place so tests can observe them. */
export function navigateTo(href: string): void {
  window.location.href = href;
}
