// src/locales/en/auth.json
var pages = {
	"Login": { "title": "Log in" },
	"LoginAffiliate": { "title": "Affiliate login" },
	"LostPassword": { "title": "Forgotten password" },
	"LostPasswordConfirm": { "title": "New password" }
};
var views = {
	"login": {
		"affiliate_link": "Go to your affiliate area",
		"affiliate_question": "Are you an affiliate?",
		"email": "E-mail address",
		"email_placeholder": "you@company.com",
		"error": "We couldn't log you in. Please try again.",
		"lost_password": "Forgotten your password?",
		"no_account": "No account yet?",
		"panel": {
			"point_1": "Qualified applications, close to you",
			"point_2": "How well each profile matches, as a percentage",
			"point_3": "Your jobs, your addresses and your employer brand in one place",
			"text": "Display your QR code at your workplace: candidates apply in seconds from their phone.",
			"title": "Recruit with a QR code"
		},
		"password": "Password",
		"password_placeholder": "Your password",
		"register": "Create a recruiter account",
		"submit": "Log in",
		"subtitle": "Good to see you again! Log in to your recruiter area."
	},
	"login_affiliate": {
		"badge": "Affiliate area",
		"discover": "Discover the affiliate programme",
		"no_account": "Not an affiliate yet?",
		"panel": {
			"point_1": "A kit of posters and stickers delivered to your door",
			"point_2": "A dashboard to track your earnings",
			"point_3": "A transfer every month, on the 3rd of the following month",
			"text": "Display your personal QR code: every candidate sign-up and every resume sold thanks to you earns you money.",
			"title": "Earn money by helping people recruit"
		},
		"register": "Become an affiliate",
		"subtitle": "Log in to track your earnings and download your posters."
	},
	"lost_password": {
		"back": "Back to login",
		"error": "Something went wrong while resetting your password",
		"submit": "Send me the link",
		"subtitle": "Enter your account's e-mail address: we'll send you a link to choose a new password.",
		"success": "If an account exists for {email}, an e-mail with a reset link has just been sent to you. Remember to check your spam folder.",
		"success_title": "E-mail sent"
	},
	"lost_password_confirm": {
		"ask_again": "Request a new link",
		"error": "Something went wrong while resetting your password",
		"no_token": "This reset link is incomplete or no longer valid.",
		"password": "New password",
		"password_hint": "{min} characters minimum",
		"password_repeat": "Confirm the password",
		"submit": "Save the password",
		"subtitle": "Choose your new password.",
		"success": "Your password has been reset."
	}
};
var auth_default = {
	pages,
	views
};
export { auth_default as default, pages, views };
