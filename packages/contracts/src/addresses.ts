import { z } from 'zod';
import { addressSummarySchema, placeSchema, subscriptionSummarySchema } from './auth.ts';
import {
  ADDRESS_NAME_MAX,
  ADDRESSES_PAGE_SIZE,
  ADDRESSES_PAGE_SIZE_MAX,
  ASK_ADDRESS_NUMBER_MAX,
  DEFAULT_ASK_NUMBER,
  DESCRIPTION_MAX,
  IMAGE_MAX_BYTES,
  MAIL_FREQUENCIES,
  type MailFrequency,
  QRCODE_TOWN_MAX,
  RECRUITMENT_STEPS_MAX,
  VALUES_MAX,
} from './constants.ts';
import { frenchPlaceSchema } from './places.ts';
import { emailSchema, requiredString, siretSchema, V } from './validation.ts';
import { videoEmbed } from './videos.ts';
import { INT4_MAX } from './constants.ts';

// ---------------------------------------------------------------------------------------------
// Images (logos, brand pictures)

/** Longest data URL that can hold IMAGE_MAX_BYTES (base64 grows by 4/3), with room for its header. */
export const IMAGE_DATA_URL_MAX = Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 256;

/**
 * An uploaded file as a data URL of at most IMAGE_MAX_BYTES (the one upload bound, within the API's
 * body limit), its format message named by the caller. The declared type is ignored: the API reads
 * the format from the bytes and checks the size exactly. Images (spec section 5: "Logo: sent only if
 * an image data string"): PNG, JPEG or SVG, SVG sanitized; the candidate's CV: PDF.
 */
export const fileDataUrlSchema = (formatMessage: string) =>
  z
    .string()
    .max(IMAGE_DATA_URL_MAX, V.fileSize)
    .regex(/^data:[\w.+/-]*(?:;[\w.+=-]+)*;base64,[A-Za-z0-9+/=\s]*$/, formatMessage);
export const imageDataUrlSchema = fileDataUrlSchema(V.imageFileFormat);

/** Whether a logo value is a new upload (a data URL) rather than the URL of the stored one. */
export const isImageDataUrl = (value: unknown): value is string => typeof value === 'string' && value.startsWith('data:');

/** Browser-side check of a chosen file, before it is read (the API checks again by content). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export const checkImageFile = (file: { type: string; size: number }): typeof V.imageFileFormat | typeof V.fileSize | null => {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return V.imageFileFormat;
  if (file.size > IMAGE_MAX_BYTES) return V.fileSize;
  return null;
};

// ---------------------------------------------------------------------------------------------
// Lists

export const paginatedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.int32(),
    totalPages: z.int32(),
    pageSize: z.int32(),
    previousPageNumber: z.int32().nullable(),
    nextPageNumber: z.int32().nullable(),
    results: z.array(item),
  });

export const addressListQuerySchema = z.object({
  page: z.coerce.number().int().max(INT4_MAX).min(1).max(100_000).default(1),
  search: z.string().trim().max(100).optional(),
  page_size: z.coerce.number().int().max(INT4_MAX).min(1).max(ADDRESSES_PAGE_SIZE_MAX).default(ADDRESSES_PAGE_SIZE),
});
export type AddressListQuery = z.infer<typeof addressListQuerySchema>;

export const addressListAnswerSchema = paginatedSchema(addressSummarySchema);
export type AddressListAnswer = z.infer<typeof addressListAnswerSchema>;

export const addressUuidParamsSchema = z.object({ uuid: z.uuid() });

// ---------------------------------------------------------------------------------------------
// One address

export const addressJobItemSchema = z.object({
  id: z.int32(),
  uuid: z.string(),
  job: z.object({ id: z.int32(), uuid: z.string(), name: z.string() }),
  name: z.string(),
  active: z.boolean(),
  urgent: z.boolean(),
  monthlySalary: z.int32().nullable(),
});

export const addressAdvantageSchema = z.object({
  id: z.int32(),
  name: z.string(),
  icon: z.string().nullable(),
  /** null for a custom advantage of the address (spec section 3). */
  category: z.int32().nullable(),
});

/** GET /api/addresses/{uuid}/: the address with its jobs and brand page (spec section 7). */
/** A price of the subscribed product: what the address could renew at (spec section 3, `subscription.prices`). */
export const addressSubscriptionPriceSchema = z.object({
  id: z.int32(),
  unitAmount: z.int32(),
  recurring: z.object({ interval: z.enum(['month', 'year']), intervalCount: z.int32() }).nullable(),
});

export const addressDetailSchema = addressSummarySchema.extend({
  /** The subscription with the prices of its product (null without one). */
  subscription: subscriptionSummarySchema
    .unwrap()
    .extend({ prices: z.array(addressSubscriptionPriceSchema) })
    .nullable(),
  /** QR products ordered for the address and paid: product, name and quantity (spec section 3, `products`). */
  products: z.array(z.object({ id: z.int32(), name: z.string(), quantity: z.int32() })),
  /** Where its QR products are delivered: the address's full place, or null before it has one. */
  deliveryAddress: z.string().nullable(),
  jobs: z.array(addressJobItemSchema),
  advantages: z.array(addressAdvantageSchema),
  recruitmentSteps: z.array(z.object({ id: z.int32(), name: z.string() })),
  youtubeLink: z.string().nullable(),
  picture: z.string().nullable(),
  pictureTwo: z.string().nullable(),
  pictureThree: z.string().nullable(),
  values: z.string().nullable(),
  description: z.string().nullable(),
  completed: z.boolean(),
});
export type AddressDetail = z.infer<typeof addressDetailSchema>;

const IMAGE_DATA_URL = /^data:[\w.+/-]*(?:;[\w.+=-]+)*;base64,[A-Za-z0-9+/=\s]*$/;
/** Path of a file the API stored (see the files route). */
export const STORED_FILE_URL = /^\/api\/files\/[a-z0-9-]+\/[a-z0-9-]+\.[a-z]+$/;

/**
 * An image field of a form: a new upload (data URL), the URL of the current file (kept), or null
 * (removed). One string schema (not a union) so that the error is the field's i18n key.
 */
export const imageFieldSchema = z
  .string()
  .max(IMAGE_DATA_URL_MAX, V.fileSize)
  .refine((v) => IMAGE_DATA_URL.test(v) || STORED_FILE_URL.test(v), V.imageFileFormat)
  .nullable();

/** Address (site) name rule, the same in every form and route (spec section 5: max 35; decision 123). */
export const addressNameSchema = requiredString().max(ADDRESS_NAME_MAX, V.maxLength);
/** The town under the QR code: at most the longest official commune name (decision 123). */
export const qrcodeTownSchema = z.string().trim().max(QRCODE_TOWN_MAX, V.maxLength);
/** The town a new site must have (registration, new-address form). */
export const requiredQrcodeTownSchema = qrcodeTownSchema.min(1, V.required);
export const mailFrequencySchema = z.enum(MAIL_FREQUENCIES);

/**
 * When an address's applications are mailed (decision 125, after 071), the one rule the API and
 * the address form read: nothing while "Recevoir les candidatures par e-mail" is off or there is
 * no notification e-mail; otherwise the frequency says how: `none` = no grouping, each application
 * at once; `daily` / `weekly` = one digest (modules/application-digests).
 */
export type ApplicationMailTiming = 'never' | 'each' | 'daily' | 'weekly';
export const applicationMailTiming = (settings: {
  receiveApplicationByEmail: boolean;
  email: string | null;
  frequency: MailFrequency;
}): ApplicationMailTiming => {
  if (!settings.receiveApplicationByEmail || !settings.email?.trim()) return 'never';
  return settings.frequency === 'none' ? 'each' : settings.frequency;
};
/** Notification e-mail: valid when given; empty means none. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(254, V.email)
  .refine((v) => v === '' || z.email().safeParse(v).success, V.email)
  .transform((v) => (v === '' ? null : v))
  .nullable();

/**
 * PATCH /api/addresses/{uuid}/: every partial form of spec section 7 ({active}; {logo};
 * {activitySector}; {advantages}; {recruitmentSteps}; {youtubeLink, pictures}; {values,
 * description}; {freeApplication}; the full address form). Absent fields are left unchanged.
 */
export const updateAddressBodySchema = z
  .object({
    name: addressNameSchema,
    content: frenchPlaceSchema,
    qrcodeTown: qrcodeTownSchema,
    logo: imageFieldSchema,
    activitySector: z.int32().positive().nullable(),
    receiveApplicationByEmail: z.boolean(),
    email: optionalEmailSchema,
    frequency: mailFrequencySchema,
    active: z.boolean(),
    freeApplication: z.boolean(),
    advantages: z.array(z.int32().positive()).max(200),
    recruitmentSteps: z
      .array(z.int32().positive())
      .max(RECRUITMENT_STEPS_MAX, V.maxLength)
      .refine((ids) => new Set(ids).size === ids.length, 'components.brand_recruitment.errors.duplicates'),
    youtubeLink: z
      .string()
      .trim()
      .max(300, V.youtubeLink)
      // A video of YouTube, Vimeo or Dailymotion that a player can show (decision 123), never any other page.
      .refine((v) => v === '' || videoEmbed(v) !== null, V.youtubeLink)
      .transform((v) => (v === '' ? null : v))
      .nullable(),
    picture: imageFieldSchema,
    pictureTwo: imageFieldSchema,
    pictureThree: imageFieldSchema,
    values: requiredString().max(VALUES_MAX, V.maxLength),
    description: requiredString().max(DESCRIPTION_MAX, V.maxLength),
  })
  .partial()
  .strict();
export type UpdateAddressBody = z.input<typeof updateAddressBodySchema>;

/**
 * The address form of the addresses page and of the address completion (name, location, activity
 * sector, notification e-mail, frequency): the e-mail is required when applications are mailed.
 */
export const addressFormSchema = z
  .object({
    name: addressNameSchema,
    content: frenchPlaceSchema.nullable().refine((v) => v !== null, V.required),
    activitySector: z.object({ id: z.int32(), name: z.string() }).nullable(),
    receiveApplicationByEmail: z.boolean(),
    email: z
      .string()
      .trim()
      .max(254, V.email)
      .refine((v) => v === '' || z.email().safeParse(v).success, V.email),
    frequency: mailFrequencySchema,
  })
  .refine((v) => !v.receiveApplicationByEmail || v.email !== '', { path: ['email'], message: V.required });
export type AddressFormValues = z.input<typeof addressFormSchema>;

// ---------------------------------------------------------------------------------------------
// Ask for more addresses

export const askAddressBodySchema = z.object({
  number: z.coerce
    .number({ message: V.required })
    .int(V.required)
    .min(1, V.required)
    .max(ASK_ADDRESS_NUMBER_MAX, V.maxLength)
    .default(DEFAULT_ASK_NUMBER),
  email: emailSchema,
  message: z.string().trim().max(500, V.maxLength).default(''),
});
export type AskAddressBody = z.input<typeof askAddressBodySchema>;

// ---------------------------------------------------------------------------------------------
// Address completion (no sign-in, spec section 2 "/app/addresses/{uuid}/complete")

/** What the completion page reads: enough to pre-fill its steps, nothing about the account. */
export const addressCompletionSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  content: placeSchema.nullable(),
  logo: z.string().nullable(),
  activitySector: z.object({ id: z.int32(), name: z.string() }).nullable(),
  siret: z.string().nullable(),
  receiveApplicationByEmail: z.boolean(),
  email: z.string().nullable(),
  frequency: mailFrequencySchema,
  jobs: z.array(z.object({ id: z.int32(), name: z.string() })),
  /** Whether the address was completed: the page then shows the done step, and nothing can change. */
  completed: z.boolean(),
});
export type AddressCompletion = z.infer<typeof addressCompletionSchema>;

/** PATCH of the SIRET step: the number is saved at once (its checksum is checked). */
export const addressCompletionStepBodySchema = z.object({ siret: siretSchema }).strict();
export type AddressCompletionStepBody = z.input<typeof addressCompletionStepBodySchema>;

/**
 * Final step: the address form (activity sector and place required, spec section 5), at least one
 * job (ids of the job catalogue) and the terms accepted, saved together.
 */
export const addressCompletionFinishBodySchema = z
  .object({
    name: addressNameSchema,
    content: frenchPlaceSchema,
    activitySector: z.int32({ message: V.required }).positive(),
    receiveApplicationByEmail: z.boolean().default(false),
    email: optionalEmailSchema.default(null),
    frequency: mailFrequencySchema.default('none'),
    jobs: z.array(z.int32().positive()).min(1, V.required).max(50, V.maxLength),
    terms: z.literal(true, { message: V.required }),
  })
  .strict();
export type AddressCompletionFinishBody = z.input<typeof addressCompletionFinishBodySchema>;

/** Ask-address form in the browser: the same rules, with the message counter of spec section 5. */
export const askAddressFormSchema = z.object({
  number: z.number({ message: V.required }).int(V.required).min(1, V.required).max(ASK_ADDRESS_NUMBER_MAX, V.maxLength),
  email: emailSchema,
  message: z.string().max(500, V.maxLength),
});
