// src/locales/en/shared.json
var components = {
	"poster_language": { "note": "The text printed on the poster and the sticker is in French: those who scan the QR code are candidates in France." },
	"application_card": {
		"applied_at_site": "Applied at the {town} site",
		"no_location": "Location not provided",
		"age": "{age} years old",
		"view_profile": "View profile",
		"favorite_add": "Add {name} to favourites",
		"favorite_remove": "Remove {name} from favourites",
		"confirmed": "Confirmed",
		"not_confirmed": "Awaiting confirmation",
		"email_not_confirmed_hint": "The candidate has not confirmed this e-mail address yet: these details are the ones typed with the application.",
		"typed": {
			"open": "View application",
			"title": "Unconfirmed application",
			"name": "Name",
			"email": "E-mail",
			"phone": "Phone",
			"job": "Job",
			"experience": "Experience",
			"site": "Site",
			"error": "This application could not be shown."
		}
	},
	"qrcode": {
		"download_error": "Something went wrong while downloading your QR code",
		"print_error": "Something went wrong while printing your QR code",
		"title_candidate": "Candidate QR code",
		"title_recruiter": "Recruiter QR code",
		"hint_candidate": "Put it up for your future candidates: they apply in a minute from their phone.",
		"hint_recruiter": "For you and your team: it opens the recruiter area of this address.",
		"type_candidate": "Candidate",
		"type_recruiter": "Recruiter",
		"modal_title": "QR code · {name}",
		"download": "Download",
		"print": "Print",
		"enlarge": "Enlarge the QR code",
		"all_codes": "All my QR codes",
		"alt": "The address's QR code",
		"load_error": "The QR code could not be loaded."
	},
	"subscription": {
		"essential": "Essential",
		"essential_monthly": "$t(components.subscription.essential) monthly",
		"essential_yearly": "$t(components.subscription.essential) yearly"
	},
	"order_summary": {
		"title": "Summary",
		"offered": "Free",
		"total_excl_vat": "Total excl. VAT",
		"vat": "VAT (20%)",
		"total_incl_vat": "Total incl. VAT"
	},
	"candidate_card": {
		"favorite_add": "Add {name} to favourites",
		"favorite_remove": "Remove {name} from favourites",
		"rare": "Rare gem",
		"new": "New",
		"view_profile": "View profile",
		"basket_add": "Add to basket",
		"basket_added": "In the basket",
		"purchased": "Resume bought",
		"no_job": "Job not provided",
		"photo_alt": "Photo of {name}",
		"experience_none": "Experience not provided"
	},
	"resume_filters": {
		"job_label": "Job",
		"all_jobs": "All jobs",
		"job_option": "{name} ({count})",
		"disability_label": "Profiles",
		"all_profiles": "All profiles",
		"disabled_worker": "Disabled worker",
		"experience_label": "Experience",
		"all_experiences": "All levels of experience",
		"business_unit_label": "Business unit",
		"all_business_units": "All business units"
	},
	"activity_sector_field": {
		"label": "Business sector",
		"placeholder": "E.g. hospitality, retail, construction…",
		"pick": "Choose a business sector from the list of suggestions."
	},
	"place_field": {
		"placeholder": "Town or postcode",
		"pick": "Choose a town in France from the list of suggestions."
	},
	"suggest_field": { "empty": "No results" },
	"logo_field": {
		"choose": "Choose a logo",
		"change": "Change the logo",
		"hint": "PNG, JPG or SVG, 2 MB maximum. A square image looks best."
	},
	"message_field": {
		"remaining_one": "{count} character left",
		"remaining_other": "{count} characters left",
		"over_one": "{count} character too many",
		"over_other": "{count} characters too many"
	},
	"match_reason": {
		"job_same": "same job",
		"job_similar": "similar job",
		"experience": {
			"0": "beginner",
			"1": "under 1 year of experience",
			"2": "1 to 3 years of experience",
			"3": "3 to 5 years of experience",
			"4": "5 to 10 years of experience",
			"5": "over 10 years of experience"
		},
		"wanted": {
			"0": "beginner",
			"1": "under 1 year",
			"2": "1 to 3 years",
			"3": "3 to 5 years",
			"4": "5 to 10 years",
			"5": "over 10 years"
		},
		"experience_below": "{experience} (wanted: {wanted})",
		"experience_unknown": "experience not given (wanted: {wanted})",
		"skills_one": "{count} skill of {total}",
		"skills_other": "{count} skills of {total}",
		"languages_one": "{count} language of {total}",
		"languages_other": "{count} languages of {total}",
		"mobility_one": "{count} licence or CACES of {total}",
		"mobility_other": "{count} licences or CACES of {total}",
		"distance": "{km} km away",
		"distance_under_one": "under 1 km away",
		"distance_unknown": "distance unknown (not counted)"
	}
};
var views = {
	"candidate_profile": {
		"error": "Something went wrong while loading the applicant's profile.",
		"age": "{age} years old",
		"match": "{percent} match",
		"searched_jobs": "Jobs sought",
		"contact_title": "Contact details",
		"last_name": "Last name",
		"email": "E-mail",
		"phone": "Phone",
		"address": "Address",
		"documents": "Documents",
		"no_documents": "No documents attached",
		"document_error": "The document could not be downloaded.",
		"contact_locked_title": "Contact details locked",
		"contact_locked_shop": "Buy this resume to see the candidate's name, e-mail, phone number, address and documents.",
		"contact_locked_application": "Candidates' contact details are available when the address has an active subscription.",
		"information_title": "Background and skills",
		"degrees": "Qualifications",
		"languages": "Languages",
		"licences": "Licences",
		"locomotions": "Mobility",
		"caces": "CACES",
		"personal_qualities": "Personal qualities",
		"professional_knowledge": "Professional knowledge",
		"soft_skills": "Professional soft skills",
		"previous_jobs": "Work experience",
		"since": "Since {date}",
		"period": "{from} – {to}",
		"none": "Not provided",
		"public_link": "Public profile link",
		"public_link_hint": "Share this link: it shows the profile without the candidate's contact details.",
		"copy": "Copy the link",
		"copied": "Link copied",
		"back_resumes": "Back to applications",
		"back_shop": "Back to the resume library",
		"applied_on": "Applied on {date}",
		"application_for": "Position: {job}",
		"business_unit": "Business unit: {name}",
		"purchased_on": "Resume bought on {date}",
		"public_notice": "Shared profile: the candidate's contact details are not shown.",
		"not_found": "This profile does not exist or is no longer available.",
		"favorite_sign_in": "Sign in to add {name} to your favourites"
	},
	"register_step_4": {
		"months": "{count} months",
		"duration": "{count}-month commitment",
		"per_month": "excl. VAT / month",
		"billed_one": "That is {amount} excl. VAT billed for {count} month",
		"billed_other": "That is {amount} excl. VAT billed for {count} months",
		"save_percent": "Save {percent}",
		"offered": "Free: {list}",
		"line_detail": "{title} · {count} months",
		"recap_job": "Job:",
		"recap_company": "Location:",
		"recap_place": "Address:",
		"pay": "Create my account and pay",
		"secure": "Secure card payment",
		"invoice": "Invoice available in your account as soon as you pay"
	}
};
var shared_default = {
	components,
	views
};
export { components, shared_default as default, views };
