type Navigate = (to: string) => void;

// Code outside React (the API client) navigates through this; the app plugs in its router.
let navigator: Navigate = (to) => window.location.assign(to);

/** Lets the router handle navigations started outside React. */
export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

/** Navigates to an in-app path from anywhere. */
export function navigateTo(to: string): void {
  navigator(to);
}
