// apollo-upload-client types itself in JSDoc, which TypeScript reads in the package's .mjs only with allowJs.
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';

  /** A terminating link: a GraphQL multipart request when the variables hold a File or Blob, else a JSON POST. */
  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: { uri?: string });
  }
}
