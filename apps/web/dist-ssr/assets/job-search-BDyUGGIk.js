// src/locales/en/job-search.json
var components = { "job_search": { "select_suggestion": "Please select a job from the list of suggestions before confirming." } };
var marketing = { "job_search": {
	"label": "What job are you hiring for?",
	"placeholder": "Waiter, sales assistant, forklift driver…",
	"soon": "Coming soon",
	"submit": "Recruit"
} };
var job_search_default = {
	components,
	marketing
};
export { components, job_search_default as default, marketing };
