declare module 'common-password-checker' {
  /** True when the password is in the list of the most used passwords. */
  function isCommonPassword(password: string): boolean;
  export = isCommonPassword;
}
