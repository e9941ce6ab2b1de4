// Full-page navigation, kept in one place so tests can replace it.
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
};
