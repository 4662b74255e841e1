/**
 * Auth's answer when the project requires a recent sign-in to change a password
 * (`secure_password_change`) and this session is older: an e-mailed code must come with it.
 * Here, not in the API module, so the form can branch on it without loading that module.
 */
export const reauthenticationNeeded = 'reauthentication_needed';
/** Auth's answer to a wrong or expired code. */
export const reauthenticationNotValid = 'reauthentication_not_valid';
