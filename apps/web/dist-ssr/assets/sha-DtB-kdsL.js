// ../../node_modules/altcha/dist/workers/sha.js?worker
function WorkerWrapper(options) {
	return new Worker("/assets/sha-ZcBRUAf5.js", { name: options?.name });
}
export { WorkerWrapper as default };
