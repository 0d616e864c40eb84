/** Shares a link with the device's share facility; without one, an alert gives the link to copy. */
export async function share(title: string, url: string = window.location.href) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch {
      // The shopper closed the share sheet.
    }
  } else {
    window.alert(`Your browser does not support sharing. Copy this link to share it: ${url}`);
  }
}
