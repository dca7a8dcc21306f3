// src/locales/en/core.json
var app = {
	"document_title": "{page} · QRecrute",
	"error": {
		"reload": "Reload the page",
		"text": "The page could not be displayed. Please reload it; if the problem persists, contact us.",
		"title": "Oops, something went wrong"
	},
	"name": "QRecrute",
	"session_error": {
		"text": "We can't reach the server right now. Check your connection and try again.",
		"title": "Unable to load your account"
	}
};
var common = {
	"back_to_site": "Back to the website",
	"cancel": "Cancel",
	"close": "Close",
	"coming_soon": {
		"text": "We're getting this space ready for you. It will be available very soon.",
		"title": "This page is coming soon"
	},
	"delete": "Delete",
	"errors": {
		"fetch_data": "Something went wrong while loading the data.",
		"payment_link": "Something went wrong. Please try again later."
	},
	"loading": "Loading…",
	"max_500": "500 characters maximum",
	"next": "Next",
	"password": { "toggle": "Show or hide the password" },
	"previous": "Previous",
	"retry": "Try again",
	"step": "Step {step} of {total}",
	"step_short": "Step {step}",
	"accept_terms": "I accept the <terms>terms and conditions</terms> and the <privacy>privacy policy</privacy>."
};
var components = { "logout_modal": {
	"confirm": "Log out",
	"text": "You will need to enter your e-mail address and password again to access your account.",
	"title": "Log out?"
} };
var errors = {
	"address_already_subscribed": "This address already has an active subscription: it cannot be paid for twice.",
	"too_many_unpaid_addresses": "You already have 3 new addresses waiting for payment: pay for one or delete it before creating another. An address never paid is removed after 24 hours.",
	"payment_pending": "A payment for this purchase was just made or is in progress: wait for its confirmation before trying again.",
	"password_required": "Enter your current password to change your bank details.",
	"address_completed": "This address has already been completed.",
	"address_listed_twice": "The same address can only be paid for once per order.",
	"already_applied": "You have already applied for this job.",
	"already_registered": "A candidate profile already exists with this e-mail address.",
	"affiliate_kit_unpaid": "Your affiliate kit is unpaid or has expired: pay it to get your QR code, poster and earnings back.",
	"basket_empty": "Your basket is empty.",
	"conflict": "This action conflicts with a recent change. Please reload the page.",
	"email_mismatch": "The current e-mail address does not match the one on your account.",
	"email_taken": "This e-mail address is already in use.",
	"file_format": "Only PNG, SVG and JPG files are accepted",
	"file_too_large": "The file must not exceed 2 MB.",
	"forbidden": "You do not have access to this feature.",
	"internal_error": "An unexpected error occurred. Please try again later.",
	"invalid_credentials": "We couldn't log you in. Please try again.",
	"invoice_not_ready": "Your invoice is being prepared. Please try again in a moment.",
	"last_address_delete": "You cannot delete your last address.",
	"network_error": "Unable to reach the server. Check your internet connection.",
	"not_authenticated": "Please log in to continue.",
	"not_found": "The requested item could not be found.",
	"parent_address_delete": "A main address cannot be deleted.",
	"payload_too_large": "The data sent is too large.",
	"payment_failed": "The payment could not be completed. Please try again.",
	"rate_limited": "Too many attempts. Please wait a moment before trying again.",
	"rate_limited_wait_one": "Too many attempts. Try again in {count} minute.",
	"rate_limited_wait_other": "Too many attempts. Try again in {count} minutes.",
	"reset_token_invalid": "This reset link is no longer valid. Please request a new one.",
	"resume_payment_pending": "A resume in your basket is already part of an order awaiting payment. Complete or cancel that payment, or try again in 24 hours.",
	"account_suspended": "Your account is suspended. Write to us from the Contact page to have it reactivated.",
	"view_only": "Read-only view by the support: nothing can be changed.",
	"server_busy": "The server is busy. Please try again in a few seconds.",
	"siret_invalid": "This SIRET number is not valid.",
	"siret_lookup_unavailable": "SIRET verification is temporarily unavailable. You can continue and complete your details.",
	"siret_not_found": "No company matches this SIRET number.",
	"siret_taken": "This SIRET number is already used by another account. If it is your company's, write to us from the Contact page: we check and give it back to you.",
	"timeout": "The server is taking too long to respond. Check your connection and try again.",
	"token_expired": "Your session has expired. Please log in again.",
	"token_invalid": "Your session is no longer valid. Please log in again.",
	"token_reused": "Your session was closed for security reasons. Please log in again.",
	"unknown_error": "Something went wrong. Please try again later.",
	"validation_failed": "Some of the information is invalid. Please check the form.",
	"webhook_signature_invalid": "The payment notification could not be verified.",
	"wrong_password": "The current password is incorrect.",
	"email_code_invalid": "This code is invalid or has expired. Check it or request a new one.",
	"email_conflict": "Another account has just taken this e-mail address: your address has not changed.",
	"email_undo_invalid": "This link is no longer valid: it has expired (7 days), has already been used, or a newer link replaced it.",
	"email_proof_invalid": "Confirm your e-mail address with the code you received.",
	"email_link_invalid": "This link is no longer valid: it was already used or has expired. Ask for a new code.",
	"captcha_invalid": "The anti-robot check failed: please try again.",
	"privacy_link_invalid": "This link is no longer valid: your data may already have been erased.",
	"candidate_email_link_invalid": "This link is not valid or has expired. You can apply again from the QR code to receive a new link.",
	"invitation_invalid": "This invitation link is no longer valid: it has expired or has already been used. If you have already chosen your password, sign in; otherwise ask for a new link through our contact form."
};
var footer = {
	"copyright": "© {year} QRecrute. All rights reserved.",
	"privacy": "Privacy policy",
	"terms": "Terms and conditions",
	"legal_notice": "Legal notice"
};
var form = {
	"validation": {
		"email": "Please enter a valid e-mail address",
		"file_size": "The file must not exceed 2 MB",
		"full_name": "Please enter a first and last name (letters, spaces, apostrophes and hyphens)",
		"image_file_format": "Only PNG, SVG and JPG files are accepted",
		"invalid_characters": "This field contains characters that are not allowed.",
		"isSiret": "Your SIRET number must be 14 characters long",
		"is_strong": "Your password must contain a lowercase letter, an uppercase letter, a digit and a special character",
		"max_length": "This field contains too many characters",
		"min_length": "This field does not contain enough characters",
		"required": "This field is required",
		"same_as_password": "The two entries do not match",
		"youtube_link": "Please enter the link of a YouTube, Vimeo or Dailymotion video",
		"invalid_choice": "This choice is not valid.",
		"phone": "Please enter a valid phone number",
		"use_condition": "You must accept the terms to continue",
		"svg_too_complex": "This SVG file is too complex (more than 5,000 elements or 64 nested levels) or draws nothing: simplify it or choose a PNG or JPG.",
		"french_place": "Only addresses located in France are accepted.",
		"iban": "Please enter a valid IBAN (2 letters, 2 digits, then groups of 4 characters)",
		"iban_checksum": "This IBAN is not valid: check the characters you entered",
		"image_file_format_no_svg": "Only PNG and JPG files are accepted",
		"too_long": "{max} characters at most: this text has {length}, please shorten it.",
		"price_valid_from_past": "The effective date cannot be in the past.",
		"price_valid_from_before_start": "The effective date must come after the current price started.",
		"renewal_date_past": "The renewal date must be in the future."
	},
	"char_count": "{length} / {max} characters"
};
var incorrect_salary_format = "enter a valid salary format";
var navigation = {
	"account": "My account",
	"addresses": "Addresses",
	"affiliate_account": "My account",
	"affiliate_account_warning": "Enter the bank account holder",
	"affiliate_home": "Home",
	"affiliate_space": "Affiliate area",
	"brand": "Employer brand",
	"businessUnit": "Business units",
	"contact": "Contact us",
	"help": "Need help?",
	"home": "Home",
	"jobs": "Jobs",
	"label": "Main navigation",
	"logout": "Log out",
	"menu": "Open the menu",
	"myQrCodes": "My QR codes",
	"premium": "Go Premium",
	"premium_hint": "Unlimited recruiting and employer branding",
	"premium_hint_recruiter": "Several sites under one account",
	"resumes": "Candidates",
	"resumesShop": "Resume library",
	"premium_active": "Your Premium plan",
	"premium_active_hint": "Add a location to your plan",
	"account_menu": "Account menu"
};
var pages = { "notFound": {
	"back": "Back to home",
	"description": "The page you are looking for does not exist or has been moved.",
	"title": "Page not found"
} };
var consent = {
	"title": "Your cookie choices",
	"text": "QRecrute only uses the cookies needed for your session, your basket and your language. Videos on employer pages are hosted by YouTube, Vimeo or Dailymotion, which may set their own cookies: they are only shown with your consent. You can change your mind at any time from the “Manage cookies” link at the bottom of the page.",
	"more": "Learn more",
	"refuse": "Refuse all",
	"accept": "Accept all",
	"customize": "Customize",
	"save": "Save my choices",
	"essential": "Necessary cookies",
	"essential_text": "Session, basket, language and this choice: always on, they keep the service running.",
	"videos": "Videos",
	"videos_text": "Shows the videos on employer pages; YouTube, Vimeo or Dailymotion may then set cookies.",
	"manage": "Manage cookies",
	"video_blocked": "This video is hosted by {site}, which may set cookies. It is shown if you allow it.",
	"video_allow": "Allow videos"
};
var language = {
	"label": "Language",
	"fr": "Français",
	"en": "English"
};
var core_default = {
	app,
	common,
	components,
	errors,
	footer,
	form,
	incorrect_salary_format,
	navigation,
	pages,
	consent,
	language
};
export { app, common, components, consent, core_default as default, errors, footer, form, incorrect_salary_format, language, navigation, pages };
