import { smtpEnvironment } from './deploy-fixtures.test-support';

/**
 * A hosted project's Auth settings as the Management API answers them (`GET
 * /v1/projects/{ref}/config/auth`, inside `/v2/projects/{ref}/config`), at hosted Auth's
 * defaults for a project with custom SMTP and the approval hook: what a first deploy targets.
 */
export const hostedProjectAuth = {
  site_url: 'https://associate.lab.example-university.edu',
  uri_allow_list:
    'https://associate.lab.example-university.edu/dashboard,https://associate.lab.example-university.edu/reset-password',
  jwt_exp: 3600,
  refresh_token_rotation_enabled: true,
  security_refresh_token_reuse_interval: 10,
  security_manual_linking_enabled: false,
  disable_signup: false,
  external_anonymous_users_enabled: false,
  password_min_length: 6,
  password_required_characters: '',
  rate_limit_email_sent: 30,
  rate_limit_otp: 30,
  rate_limit_verify: 30,
  rate_limit_token_refresh: 150,
  rate_limit_anonymous_users: 30,
  rate_limit_sms_sent: 30,
  rate_limit_web3: 30,
  external_email_enabled: true,
  mailer_autoconfirm: false,
  mailer_secure_email_change_enabled: true,
  mailer_otp_length: 6,
  mailer_otp_exp: 3600,
  security_update_password_require_reauthentication: true,
  smtp_max_frequency: 60,
  smtp_host: smtpEnvironment.SMTP_HOST,
  smtp_port: '587',
  smtp_user: smtpEnvironment.SMTP_USER,
  smtp_admin_email: smtpEnvironment.SMTP_ADMIN_EMAIL,
  smtp_sender_name: 'Associate',
  hook_before_user_created_enabled: true,
  hook_before_user_created_uri: 'pg-functions://postgres/public/before_user_created_hook',
};

/** Auth's value for `password_requirements = "lower_upper_letters_digits"`. */
export const lowerUpperLettersDigits =
  'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789';
