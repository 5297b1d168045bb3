import type { AuthTexts } from './auth.nl';

export const authEn: AuthTexts = {
  login: {
    title: 'Log in',
    intro: 'Log in with your user name or e-mail address and your password.',
    username: 'User name or e-mail address',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Log in',
    submitting: 'Logging in…',
    forgot: 'Forgot your password?',
    or: 'or',
    sso: 'Log in through your school (single sign-on)',
    signedInAs: 'You are already logged in.',
    continue: 'Continue to your area',
    errors: {
      credentials: 'The user name or password is not correct. Check them and try again.',
      switchedOff:
        'This account has been switched off. Ask your school’s administrator to switch it on again.',
      rateLimited: 'Too many attempts to log in. Wait a while (at most a quarter of an hour) and try again.',
      network: 'There is no connection to the server. Check your internet connection and try again.',
      generic: 'Logging in failed because of an error on our side. Please try again in a few minutes.',
    },
  },
  sso: {
    title: 'Log in with single sign-on',
    redirecting: 'Taking you to the login page…',
    completing: 'Logging in…',
    startManually: 'Nothing happening? Go to the login page',
    errorTitle: 'Logging in with single sign-on did not work',
    errors: {
      state:
        'This login request does not belong to this browser or was already used. This happens, for example, when you open an old link. Please start again.',
      exchange: 'The sign-in code is invalid or has expired. Please start again.',
      verify: 'Your sign-in could not be checked. Please start again.',
      user: 'Your details could not be fetched. Please start again.',
      insecure: 'Single sign-on only works over a secure connection (https).',
      provider: 'The login page refused the request. Please start again.',
      network: 'There is no connection to the server. Check your internet connection and start again.',
    },
    retry: 'Log in with single sign-on again',
    toLogin: 'Log in with user name and password',
  },
  post: {
    title: 'Logging in',
    working: 'One moment, opening your area…',
    noLanding:
      'Your account is incomplete: it belongs to no school. Please contact your school administrator.',
  },
  requestReset: {
    title: 'Forgot your password',
    intro:
      'Enter your user name or e-mail address. If your account has an e-mail address, we will send you a link to choose a new password.',
    login: 'User name or e-mail address',
    submit: 'Send me a link',
    submitting: 'Sending…',
    doneTitle: 'Check your e-mail',
    doneBody:
      'If we know this account and it has an e-mail address, you will receive an e-mail with a link within a few minutes. The link works once and is valid for one hour. No e-mail? Check your spam folder too.',
    studentNote: 'Are you a student? Your teacher can give you a new password.',
    backToLogin: 'Back to log in',
  },
  reset: {
    title: 'Choose a new password',
    intro: 'Choose a new password and enter it twice.',
    password: 'New password',
    confirm: 'Repeat the new password',
    rulesTitle: 'Your password:',
    rules: {
      length: 'has at least {{min}} characters (a sentence of a few words is strong and easy to remember)',
      common: 'is not a common password and not your user name',
      match: 'is entered the same way twice',
    },
    submit: 'Save password',
    submitting: 'Saving…',
    doneTitle: 'Your password has been changed',
    doneBody: 'Log in with your new password. You have been logged out on other devices.',
    toLogin: 'Go to log in',
    linkInvalid: 'This link is invalid, already used or expired.',
    requestNew: 'Request a new link',
    invitation: {
      title: 'Choose your first password',
      intro:
        'Welcome to Maths Blobs! Choose a password for your account and enter it twice. After that you log in with your e-mail address and this password.',
      password: 'Password',
      confirm: 'Repeat the password',
      doneTitle: 'Your password has been saved',
      doneBody: 'Now log in with your e-mail address and your password.',
    },
    errors: {
      mismatch: 'The two passwords are not the same',
      common: 'This password is too easy to guess. Please choose another one.',
    },
  },
  card: {
    title: 'Logging in with your login card',
    working: 'Just a moment, logging you in…',
    failedTitle: 'Logging in with your card did not work',
    errors: {
      invalid:
        'This login card does not work (any more). Ask your teacher for a new card. You can also log in with your user name and password.',
      missing: 'There is no login code in this link. Scan your login card again.',
      rateLimited: 'There have been too many attempts to log in. Wait a moment and try again.',
      network: 'There is no connection. Check that the wifi is on and try again.',
      generic: 'Logging in did not work because of an error on our side. Try again in a little while.',
    },
    toLogin: 'Go to the login screen',
    scan: 'Scan your login card',
    scanTitle: 'Scan your login card',
    scanIntro: 'Hold the QR code of your card in front of the camera.',
    starting: 'Turning the camera on…',
    notACard: 'This is not a Maths Blobs login card. Hold your own card in front of the camera.',
    video: 'Camera picture',
    close: 'Close',
    cameraErrors: {
      unsupported: 'This browser cannot use the camera. Log in with your user name and password.',
      denied:
        'The camera is not allowed. Allow the camera in your browser, or log in with your user name and password.',
      noCamera: 'No camera was found. Log in with your user name and password.',
      generic: 'The camera did not turn on. Try again, or log in with your user name and password.',
    },
  },
};
