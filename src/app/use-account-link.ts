/**
 * Where the header's account icon leads. The one place that decides it: signed-out visitors
 * go to the login page; the accounts work switches signed-in visitors to /dashboard here.
 */
export function useAccountLink(): string {
  return "/login";
}
