// src/locales/en/registration.json
var components = {
	"kit_infos": {
		"toggle": "What's in the kit?",
		"qr": "Your posters and stickers carry your personal QR code",
		"dashboard": "A dashboard to track your sign-ups and sales",
		"earnings": "Your earnings are paid out once {count} resumes have been sold",
		"payout": "Transfer on the {day} of the following month",
		"shipment": "Sent by post, delivered within {days} days of payment to the address given: {posters} A4 posters and {stickers} stickers carrying your personal QR code."
	},
	"kit_order_summary": {
		"title": "Your order summary",
		"yearly": "Yearly subscription",
		"consent": "I accept the <contract>referral agreement</contract> and the <terms>terms and conditions</terms>",
		"validate": "Confirm the order",
		"included": "Included: {posters} A4 posters and {stickers} stickers",
		"extra": "{amount} excl. VAT each, on top of the kit"
	}
};
var pages = {
	"RegisterAffiliatePayment": {
		"description": "Check your order, accept the terms, then confirm: you will be taken to the secure payment page.",
		"subtitle": "Last step",
		"title": "Affiliate kit payment"
	},
	"RegisterAffiliateStep1": {
		"description": "Enter your e-mail address and choose a password.",
		"subtitle": "Your login details",
		"title": "Become an affiliate"
	},
	"RegisterAffiliateStep2": {
		"description": "Name, phone and delivery address for your posters and stickers.",
		"subtitle": "Where should we deliver your kit?",
		"title": "Your contact details"
	},
	"RegisterAffiliateStep3": {
		"description": "Choose how many extra posters and stickers you want.",
		"subtitle": "Posters and stickers",
		"title": "Your kit"
	},
	"RegisterStep1": {
		"description": "Choose the job to fill and the conditions of the position.",
		"subtitle": "What job are you hiring for?",
		"title": "Create your recruiter account"
	},
	"RegisterStep2": {
		"description": "Your login details, your company and the location where you display your QR code.",
		"subtitle": "Introduce your location",
		"title": "Your company"
	},
	"RegisterStep3": {
		"description": "Experience, personal qualities, knowledge and professional skills expected.",
		"subtitle": "Describe the profile you're looking for",
		"title": "Your recruitment criteria"
	},
	"RegisterStep4": {
		"description": "Choose the length of your Essential subscription. The order summary shows the total excl. VAT, the VAT and the total incl. VAT.",
		"subtitle": "Choose your plan",
		"title": "Your plan"
	},
	"RegisterSuccess": {
		"description": "You will receive your QR code soon. In the meantime, discover your account.",
		"subtitle": "Your account has been created",
		"title": "Welcome to QRecrute!"
	},
	"Reset": {
		"add_address": "Add an address",
		"description": "To receive applications and see profiles, activate an address with a subscription. You can then display your QR code and start recruiting.",
		"subtitle": "Hello {name}, just one step to go.",
		"title": "Finish signing up"
	}
};
var views = {
	"register": {
		"error": "Unable to create your account.",
		"back": "Back",
		"secure": "Secure sign-up",
		"check_steps": "Check the information entered in the previous steps.",
		"no_suggestion": "No suggestions",
		"password": "Password",
		"password_repeat": "Confirm the password",
		"pick_place": "Choose an address in France from the list of suggestions.",
		"pick_sector": "Choose a business sector from the list of suggestions.",
		"email_code": {
			"send": "Get a code",
			"resend": "Send the code again",
			"label": "Code received by e-mail",
			"sent": "We have sent a code to {email}. It is valid for {minutes} minutes; remember to check your spam folder.",
			"why": "To protect your account, confirm your e-mail address with the code we send you.",
			"confirmed": "E-mail address confirmed"
		},
		"email_link": {
			"text": "You opened the link from your e-mail: it confirms your e-mail address in this browser, once.",
			"open": "Confirm my e-mail address",
			"confirmed": "E-mail address confirmed: {email}. Carry on with your registration."
		}
	},
	"register_step_3": {
		"personal_quality": {
			"invalid_selections": "Select between 1 and 5 personal qualities.",
			"title": "Personal qualities",
			"description": "Up to {max} qualities expected of the candidate."
		},
		"intro": "For the job “{job}”, describe the profile you are looking for. Save each block.",
		"experiences": {
			"title": "Experience",
			"description": "The levels of experience accepted (at least one).",
			"invalid_selections": "Select at least one level of experience."
		},
		"knowledge": {
			"title": "Professional knowledge and soft skills",
			"description": "The job knowledge and behavioural skills expected.",
			"professional_knowledge": "Professional knowledge",
			"soft_skills": "Professional soft skills",
			"invalid_knowledge": "Select between 1 and {max} areas of professional knowledge.",
			"invalid_soft_skills": "Select between 1 and {max} professional soft skills."
		},
		"count": "{count} selected · between {min} and {max}",
		"count_min": "{count} selected · at least {min}",
		"save": "Save",
		"saved": "Saved",
		"saved_toast": "Your criteria have been saved.",
		"save_each": "Save each of the three blocks to continue.",
		"all_saved": "All your criteria have been saved.",
		"search_more": "Search for another skill"
	},
	"register_headhunter": {
		"title": "Create your head-hunter account",
		"subtitle": "Reach the candidates who match what you're looking for",
		"description": "Enter your e-mail address, choose a password, your business sector and the position you are looking to fill. Signing up is free: you only buy the resumes you are interested in.",
		"password_hint": "At least 8 characters, including a lowercase letter, an uppercase letter, a digit and a special character",
		"submit": "Create my account",
		"search_title": "Your first search",
		"job": "Position you are filling",
		"place": "Where? (town of the position)"
	},
	"register_affiliate": {
		"have_account": "Already an affiliate? Log in",
		"company": "Name or company name",
		"manager": "First and last name",
		"delivery_address": "Kit delivery address",
		"delivered_to": "Delivery: {place}"
	},
	"register_affiliate_step_3": {
		"posters": "Extra posters",
		"stickers": "Extra stickers"
	},
	"register_step_1": {
		"as_recruiter": "I'm recruiting for my company",
		"as_headhunter": "I'm a head-hunter",
		"job": "Job you are hiring for",
		"contracts": "Contract types",
		"salary": "Gross monthly salary",
		"salary_hint": "Optional, in euros",
		"working_time": "Working time",
		"remote": "Remote work",
		"choose": "Choose…",
		"no_job": "No job chosen",
		"job_required": "Please select a job from the list of suggestions before confirming."
	},
	"register_step_2": {
		"account": "Your login details",
		"password_hint": "At least 12 characters, including a lowercase letter, an uppercase letter, a digit and a special character",
		"company_title": "Your company",
		"company": "Company name",
		"manager": "Manager (first and last name)",
		"manager_placeholder": "Camille Martin",
		"phone": "Phone",
		"phone_hint": "To deliver your QR code",
		"siret": "SIRET",
		"siret_hint": "Optional: 14 digits, printed on your invoices",
		"address_title": "Your location",
		"address_text": "The place where you display your QR code and where candidates apply.",
		"place": "Address",
		"place_hint": "Address in France, at least 3 characters",
		"place_placeholder": "12 rue de la République, Lyon",
		"address_name": "Location name",
		"qrcode_town": "Town shown under the QR code",
		"activity_sector": "Business sector",
		"activity_sector_placeholder": "Hospitality, retail, logistics…",
		"logo": "Logo (optional)",
		"logo_choose": "Choose an image",
		"logo_change": "Change the image",
		"logo_hint": "PNG or JPG, 2 MB maximum. A square image is recommended.",
		"stickers": "QR code stickers"
	},
	"register_success": {
		"waiting_title": "Confirming your payment",
		"waiting": "Just a few more seconds…",
		"late": "Our payment provider has received your payment; its confirmation is taking a little longer than expected. You can carry on: your account will open as soon as it arrives.",
		"paid": "Payment of {amount} confirmed. Your invoice is available in your account.",
		"headhunter": "Your search is ready: the resume shop already shows the candidates who match this position. Add other positions in “Jobs”.",
		"continue": "Go to my account",
		"subscription": "Your subscription is active: candidates who scan your site’s QR code apply, and you see their contact details at no extra cost, under “Candidates”. Print your QR code to receive your first applications. The resume shop also offers other profiles, one by one.",
		"print_qr": "Print my QR code"
	},
	"reset": {
		"recruiter_text": "Activate the subscription for “{name}” to receive applications and see profiles.",
		"affiliate_text": "Your affiliate account has been created. Pay for your kit to receive your posters and access your area.",
		"pay": "Pay and activate",
		"pay_after_completion": "Payment opens once the site \"{name}\" is completed (address, sector, jobs).",
		"confirming": "We're confirming your payment…",
		"not_found": "We can't find this payment. Try again or contact us.",
		"complete_site": "The site “{name}” is waiting for its details (address, sector, logo). Complete it from its completion link, then activate its subscription here.",
		"complete_site_action": "Complete the site"
	}
};
var registration_default = {
	components,
	pages,
	views
};
export { components, registration_default as default, pages, views };
