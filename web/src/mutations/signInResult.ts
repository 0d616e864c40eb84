import { graphql } from 'react-relay/hooks';

/**
 * What every mutation that signs in selects (spread with `@relay(mask: false)`, so the screen reads it from the
 * payload): the viewer, whose `AppShell_viewer` updates the navbar, and the userErrors. Never `session`: in a
 * browser the token lives in the HttpOnly cookie the gateway sets, out of reach of page scripts. Nothing imports
 * this module: relay-compiler reads the fragment from here.
 */
graphql`
  fragment signInResult_payload on SignInResult {
    viewer {
      ...AppShell_viewer
    }
    userErrors {
      ...useCommit_userError @relay(mask: false)
    }
  }
`;
