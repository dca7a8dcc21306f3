/**
 * Full page loads, behind one object so that tests can observe them (jsdom cannot navigate).
 * Used to leave the application: logout to the public site, expired session to the login page,
 * hosted checkout pages.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
