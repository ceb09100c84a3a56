/** Counts client-side navigations since the page loaded, so "back" can tell if the previous entry is ours. */
let navigations = -1;

export function recordNavigation(): void {
  navigations += 1;
}

export function hasInSiteHistory(): boolean {
  if (navigations > 0) return true;
  return document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
}
