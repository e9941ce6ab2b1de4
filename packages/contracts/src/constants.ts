// Fixed values of the interface and the business rules.
export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_DIGITS = 10;
export const BIO_MAX_LENGTH = 500;
export const AGE_MIN = 18;
export const AGE_MAX = 99;
export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];
export const BLOOD_TYPES = ['O-', 'O+', 'A-', 'A+', 'B-', 'B+', 'AB-', 'AB+'] as const;
export type BloodType = (typeof BLOOD_TYPES)[number];
export const DOCTORS_ONLINE = 115;
export const STATS = { doctors: '1500', topics: '2000', patients: '20.3K', files: '18.5K' } as const;
export const NAV_HEIGHT_PX = 60;
export const MOBILE_MENU_SLIDE_MS = 300;
export const SIDEBAR_WIDTH_PX = 250;
export const FILE_DELETE_ANIMATION_MS = 300;
export const CURRENCY = 'DZD';
export const NAME_MAX_LENGTH = 120;
export const TEXT_MAX_LENGTH = 5000;

/**
 * The largest file a medical folder takes: the server's default limit (UPLOAD_MAX_BYTES), which
 * the browser checks before sending so a file too large is refused at once.
 */
export const FILE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The longest symptom description the search takes. Here, with the plain constants, so the home
 * page's search box can read it without pulling the schemas (and zod) into its first chunk.
 */
export const RECOMMENDATION_INPUT_MAX = 1000;

/**
 * Widths a profile or clinic picture is served at (`/api/media/pictures/{id}?w=256`), in WebP; the
 * web app names them in `srcset`. Few on purpose: each one is generated once and kept.
 */
export const PICTURE_WIDTHS = [64, 128, 256, 512, 1024] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
