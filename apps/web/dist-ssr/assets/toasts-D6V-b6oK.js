import { C as getRadius, D as __commonJSMin, E as rem, O as __toESM, S as useDidUpdate, T as require_react, _ as createVarsResolver, a as ReactRemoveScroll, b as useMergedRef, c as OptionalPortal, d as extractStyleProps, f as useStyles, g as getThemeColor, h as require_jsx_runtime, i as useNotifications, l as Box, m as useMantineTheme, n as notifications, o as CloseButton, p as useProps, r as notificationsStore, s as Loader, t as hideNotification, u as factory, v as require_react_dom, w as getDefaultZIndex, x as useForceUpdate, y as useReducedMotion } from "../prerender.js";
// ../../node_modules/@mantine/hooks/esm/use-drag/use-drag.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var VELOCITY_DECAY_MS = 100;
function sign(n) {
	if (n > 0) return 1;
	if (n < 0) return -1;
	return 0;
}
function getThresholdVector(threshold) {
	const t = threshold ?? 0;
	if (typeof t === "number") return [t, t];
	return t;
}
function createInitialState() {
	return {
		isActive: false,
		pointerId: -1,
		startXY: [0, 0],
		prevXY: [0, 0],
		startTimestamp: 0,
		prevTimestamp: 0,
		thresholdMet: false,
		firstFired: false,
		lockedAxis: null,
		canceled: false,
		lastVelocity: [0, 0]
	};
}
function useDrag(handler, options = {}) {
	const [active, setActive] = (0, import_react.useState)(false);
	const handlerRef = (0, import_react.useRef)(handler);
	handlerRef.current = handler;
	const optionsRef = (0, import_react.useRef)(options);
	optionsRef.current = options;
	const stateRef = (0, import_react.useRef)(createInitialState());
	const documentControllerRef = (0, import_react.useRef)(null);
	return {
		ref: (0, import_react.useCallback)((node) => {
			if (!node) return;
			const elementController = new AbortController();
			const applyAxisConstraint = (v) => {
				const opts = optionsRef.current;
				const s = stateRef.current;
				if (opts.axis === "x") return [v[0], 0];
				if (opts.axis === "y") return [0, v[1]];
				if (opts.axis === "lock") {
					if (s.lockedAxis === null) {
						const t = opts.axisThreshold ?? 1;
						if (Math.abs(v[0]) > t || Math.abs(v[1]) > t) s.lockedAxis = Math.abs(v[0]) >= Math.abs(v[1]) ? "x" : "y";
					}
					if (s.lockedAxis === "x") return [v[0], 0];
					if (s.lockedAxis === "y") return [0, v[1]];
				}
				return v;
			};
			const resetDrag = () => {
				const s = stateRef.current;
				s.isActive = false;
				s.pointerId = -1;
				s.thresholdMet = false;
				s.firstFired = false;
				s.lockedAxis = null;
				s.canceled = false;
				setActive(false);
				document.body.style.userSelect = "";
				document.body.style.webkitUserSelect = "";
				documentControllerRef.current?.abort();
				documentControllerRef.current = null;
			};
			const cancel = () => {
				if (stateRef.current.isActive) {
					stateRef.current.canceled = true;
					resetDrag();
				}
			};
			const activateDrag = () => {
				setActive(true);
				document.body.style.userSelect = "none";
				document.body.style.webkitUserSelect = "none";
			};
			const onPointerDown = (event) => {
				if (optionsRef.current.enabled === false) return;
				if (event.button !== 0) return;
				if (stateRef.current.isActive) return;
				const s = stateRef.current;
				s.isActive = true;
				s.pointerId = event.pointerId;
				s.startXY = [event.clientX, event.clientY];
				s.prevXY = [event.clientX, event.clientY];
				s.startTimestamp = event.timeStamp;
				s.prevTimestamp = event.timeStamp;
				s.thresholdMet = false;
				s.firstFired = false;
				s.lockedAxis = null;
				s.canceled = false;
				s.lastVelocity = [0, 0];
				const [tx, ty] = getThresholdVector(optionsRef.current.threshold);
				if (tx === 0 && ty === 0) {
					s.thresholdMet = true;
					s.firstFired = true;
					activateDrag();
					handlerRef.current({
						xy: [event.clientX, event.clientY],
						initial: [event.clientX, event.clientY],
						movement: [0, 0],
						delta: [0, 0],
						distance: [0, 0],
						direction: [0, 0],
						velocity: [0, 0],
						elapsedTime: 0,
						first: true,
						last: false,
						active: true,
						tap: false,
						canceled: false,
						cancel,
						event
					});
				}
				documentControllerRef.current?.abort();
				documentControllerRef.current = new AbortController();
				const sig = documentControllerRef.current.signal;
				document.addEventListener("pointermove", onPointerMove, { signal: sig });
				document.addEventListener("pointerup", onPointerUp, { signal: sig });
				document.addEventListener("pointercancel", onPointerCancel, { signal: sig });
			};
			const onPointerMove = (event) => {
				const s = stateRef.current;
				if (!s.isActive || event.pointerId !== s.pointerId) return;
				const rawMovement = [event.clientX - s.startXY[0], event.clientY - s.startXY[1]];
				if (!s.thresholdMet) {
					const [tx, ty] = getThresholdVector(optionsRef.current.threshold);
					if (Math.abs(rawMovement[0]) < tx && Math.abs(rawMovement[1]) < ty) {
						s.prevXY = [event.clientX, event.clientY];
						s.prevTimestamp = event.timeStamp;
						return;
					}
					s.thresholdMet = true;
					activateDrag();
				}
				const movement = applyAxisConstraint(rawMovement);
				const rawDelta = [event.clientX - s.prevXY[0], event.clientY - s.prevXY[1]];
				const delta = applyAxisConstraint(rawDelta);
				const timeDelta = event.timeStamp - s.prevTimestamp;
				const velocity = timeDelta > 0 ? [Math.abs(delta[0]) / timeDelta, Math.abs(delta[1]) / timeDelta] : s.lastVelocity;
				s.lastVelocity = velocity;
				const isFirst = !s.firstFired;
				s.firstFired = true;
				s.prevXY = [event.clientX, event.clientY];
				s.prevTimestamp = event.timeStamp;
				handlerRef.current({
					xy: [event.clientX, event.clientY],
					initial: [...s.startXY],
					movement,
					delta,
					distance: [Math.abs(movement[0]), Math.abs(movement[1])],
					direction: [sign(delta[0]), sign(delta[1])],
					velocity,
					elapsedTime: event.timeStamp - s.startTimestamp,
					first: isFirst,
					last: false,
					active: true,
					tap: false,
					canceled: false,
					cancel,
					event
				});
			};
			const onPointerUp = (event) => {
				const s = stateRef.current;
				if (!s.isActive || event.pointerId !== s.pointerId) return;
				const opts = optionsRef.current;
				if (!s.thresholdMet) {
					if (opts.filterTaps) {
						const rawMov = [event.clientX - s.startXY[0], event.clientY - s.startXY[1]];
						const mov = applyAxisConstraint(rawMov);
						const dist = [Math.abs(mov[0]), Math.abs(mov[1])];
						const isTap = Math.max(dist[0], dist[1]) < (opts.tapThreshold ?? 3);
						handlerRef.current({
							xy: [event.clientX, event.clientY],
							initial: [...s.startXY],
							movement: mov,
							delta: mov,
							distance: dist,
							direction: [sign(mov[0]), sign(mov[1])],
							velocity: [0, 0],
							elapsedTime: event.timeStamp - s.startTimestamp,
							first: true,
							last: true,
							active: false,
							tap: isTap,
							canceled: false,
							cancel,
							event
						});
					}
					resetDrag();
					return;
				}
				const rawMovement = [event.clientX - s.startXY[0], event.clientY - s.startXY[1]];
				const movement = applyAxisConstraint(rawMovement);
				const distance = [Math.abs(movement[0]), Math.abs(movement[1])];
				const rawDelta = [event.clientX - s.prevXY[0], event.clientY - s.prevXY[1]];
				const delta = applyAxisConstraint(rawDelta);
				const velocity = event.timeStamp - s.prevTimestamp > VELOCITY_DECAY_MS ? [0, 0] : s.lastVelocity;
				const maxDistance = Math.max(distance[0], distance[1]);
				const tap = opts.filterTaps === true && maxDistance < (opts.tapThreshold ?? 3);
				handlerRef.current({
					xy: [event.clientX, event.clientY],
					initial: [...s.startXY],
					movement,
					delta,
					distance,
					direction: [sign(delta[0]), sign(delta[1])],
					velocity,
					elapsedTime: event.timeStamp - s.startTimestamp,
					first: !s.firstFired,
					last: true,
					active: false,
					tap,
					canceled: false,
					cancel,
					event
				});
				resetDrag();
			};
			const onPointerCancel = (event) => {
				const s = stateRef.current;
				if (!s.isActive || event.pointerId !== s.pointerId) return;
				const rawMovement = [event.clientX - s.startXY[0], event.clientY - s.startXY[1]];
				const movement = applyAxisConstraint(rawMovement);
				handlerRef.current({
					xy: [event.clientX, event.clientY],
					initial: [...s.startXY],
					movement,
					delta: [0, 0],
					distance: [Math.abs(movement[0]), Math.abs(movement[1])],
					direction: [0, 0],
					velocity: [0, 0],
					elapsedTime: event.timeStamp - s.startTimestamp,
					first: !s.firstFired,
					last: true,
					active: false,
					tap: false,
					canceled: true,
					cancel,
					event
				});
				resetDrag();
			};
			node.addEventListener("pointerdown", onPointerDown, { signal: elementController.signal });
			return () => {
				elementController.abort();
				documentControllerRef.current?.abort();
				documentControllerRef.current = null;
				if (stateRef.current.isActive) {
					stateRef.current.isActive = false;
					setActive(false);
					document.body.style.userSelect = "";
					document.body.style.webkitUserSelect = "";
				}
			};
		}, []),
		active
	};
}
// ../../node_modules/@mantine/core/esm/core/Box/get-style-object/get-style-object.mjs
function getStyleObject(style, theme) {
	if (Array.isArray(style)) return [...style].reduce((acc, item) => ({
		...acc,
		...getStyleObject(item, theme)
	}), {});
	if (typeof style === "function") return style(theme);
	if (style == null) return {};
	return style;
}
// ../../node_modules/@mantine/core/esm/components/Notification/Notification.module.mjs
var Notification_module_default = {
	"root": "m_a513464",
	"icon": "m_a4ceffb",
	"loader": "m_b0920b15",
	"body": "m_a49ed24",
	"title": "m_3feedf16",
	"description": "m_3d733a3a",
	"closeButton": "m_919a4d88"
};
// ../../node_modules/@mantine/core/esm/components/Notification/Notification.mjs
var import_jsx_runtime = require_jsx_runtime();
var defaultProps$2 = { withCloseButton: true };
var varsResolver$1 = createVarsResolver((theme, { radius, color }) => ({ root: {
	"--notification-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--notification-color": color ? getThemeColor(color, theme) : void 0
} }));
var Notification = factory((_props) => {
	const props = useProps("Notification", defaultProps$2, _props);
	const { className, color, radius, loading, withCloseButton, withBorder, title, icon, children, onClose, closeButtonProps, classNames, style, styles, unstyled, vars, mod, loaderProps, role, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Notification",
		classes: Notification_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$1
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		...getStyles("root"),
		mod: [{
			withIcon: !!icon || loading,
			withBorder
		}, mod],
		role: role || "alert",
		...others,
		children: [
			icon && !loading && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				...getStyles("icon"),
				children: icon
			}),
			loading && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loader, {
				size: 28,
				color,
				...getStyles("loader"),
				...loaderProps
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				...getStyles("body"),
				children: [title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					...getStyles("title"),
					children: title
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					...getStyles("description"),
					mod: { withTitle: !!title },
					children
				})]
			}),
			withCloseButton && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
				iconSize: 16,
				color: "gray",
				...closeButtonProps,
				unstyled,
				onClick: (event) => {
					closeButtonProps?.onClick?.(event);
					onClose?.();
				},
				...getStyles("closeButton")
			})
		]
	});
});
Notification.classes = Notification_module_default;
Notification.varsResolver = varsResolver$1;
Notification.displayName = "@mantine/core/Notification";
// ../../node_modules/@mantine/notifications/esm/get-grouped-notifications/get-grouped-notifications.mjs
var positions = [
	"bottom-center",
	"bottom-left",
	"bottom-right",
	"top-center",
	"top-left",
	"top-right"
];
function getGroupedNotifications(notifications, defaultPosition) {
	return notifications.reduce((acc, notification) => {
		acc[notification.position || defaultPosition].push(notification);
		return acc;
	}, positions.reduce((acc, item) => {
		acc[item] = [];
		return acc;
	}, {}));
}
// ../../node_modules/@mantine/notifications/esm/get-notification-state-styles.mjs
var transforms = {
	left: "translateX(-100%)",
	right: "translateX(100%)",
	"top-center": "translateY(-100%)",
	"bottom-center": "translateY(100%)"
};
var noTransform = {
	left: "translateX(0)",
	right: "translateX(0)",
	"top-center": "translateY(0)",
	"bottom-center": "translateY(0)"
};
function getNotificationStateStyles({ state, maxHeight, position, transitionDuration }) {
	const [vertical, horizontal] = position.split("-");
	const property = horizontal === "center" ? `${vertical}-center` : horizontal;
	const commonStyles = {
		opacity: 0,
		maxHeight,
		transform: transforms[property],
		transitionDuration: `${transitionDuration}ms, ${transitionDuration}ms, ${transitionDuration}ms`,
		transitionTimingFunction: "cubic-bezier(.51,.3,0,1.21), cubic-bezier(.51,.3,0,1.21), linear",
		transitionProperty: "opacity, transform, max-height"
	};
	const inState = {
		opacity: 1,
		transform: noTransform[property]
	};
	const outState = {
		opacity: 0,
		maxHeight: 0,
		transform: transforms[property]
	};
	const transitionStyles = {
		entering: inState,
		entered: inState,
		exiting: outState,
		exited: outState
	};
	return {
		...commonStyles,
		...transitionStyles[state]
	};
}
// ../../node_modules/@mantine/notifications/esm/get-auto-close/get-auto-close.mjs
function getAutoClose(autoClose, notificationAutoClose) {
	if (typeof notificationAutoClose === "number") return notificationAutoClose;
	if (notificationAutoClose === false || autoClose === false) return false;
	return autoClose;
}
// ../../node_modules/@mantine/notifications/esm/NotificationContainer.mjs
var SCROLL_DISMISS_RESET_TIMEOUT = 120;
var MAX_VISIBLE_STACK_DEPTH = 4;
/**
* Props that belong to the default `Notification` rendering or to the Styles API and must
* not reach the plain `div` used for custom rendering. Everything else is a valid div prop
* and is forwarded – an allow list would silently drop supported props like `onClick`,
* `dir`, `lang` or `hidden`.
*/
var NON_DOM_PROPS = /* @__PURE__ */ new Set([
	"classNames",
	"styles",
	"unstyled",
	"vars",
	"attributes",
	"variant",
	"color",
	"radius",
	"icon",
	"title",
	"loading",
	"withBorder",
	"withCloseButton",
	"closeButtonProps",
	"className",
	"style",
	"role",
	"ref",
	"children",
	"mod"
]);
function pickDomProps(props) {
	const { rest } = extractStyleProps(props);
	return Object.fromEntries(Object.entries(rest).filter(([key, value]) => !NON_DOM_PROPS.has(key) && value !== void 0));
}
function NotificationContainer({ data, onHide, autoClose, transitionDuration, allowDragDismiss, allowScrollDismiss, paused, withAutoCloseProgress, progressProps, onHoverStart, onHoverEnd, onExpandRequest, ref, style, renderNotification, layout, stackIndex, stackSize, stackPosition, stackExpanded, stackExpandedOffset, transitionState, ...others }) {
	const [offset, setOffset] = (0, import_react.useState)(0);
	const [dismissed, setDismissed] = (0, import_react.useState)(false);
	const [dismissDirection, setDismissDirection] = (0, import_react.useState)(1);
	const [scrollDismissActive, setScrollDismissActive] = (0, import_react.useState)(false);
	const theme = useMantineTheme();
	const { autoClose: _autoClose, message, allowClose, position: _position, style: dataStyle, withCloseButton, renderNotification: _renderNotification, onOpen: _onOpen, priority: _priority, withAutoCloseProgress: _withAutoCloseProgress, __sequence: _sequence, ...notificationProps } = data;
	const autoCloseDuration = getAutoClose(autoClose, data.autoClose);
	const [autoCloseProgress, setAutoCloseProgress] = (0, import_react.useState)({
		running: false,
		cycle: 0
	});
	const hasAutoCloseProgress = (data.withAutoCloseProgress ?? withAutoCloseProgress) && typeof autoCloseDuration === "number";
	const autoCloseTimeout = (0, import_react.useRef)(-1);
	const hideTimeout = (0, import_react.useRef)(-1);
	const scrollDismissTimeout = (0, import_react.useRef)(-1);
	const notificationRef = (0, import_react.useRef)(null);
	const hoveredRef = (0, import_react.useRef)(false);
	const focusedRef = (0, import_react.useRef)(false);
	const contributedActiveRef = (0, import_react.useRef)(false);
	const offsetRef = (0, import_react.useRef)(0);
	const isCloseDisabled = allowClose === false;
	const syncActive = () => {
		const shouldContribute = hoveredRef.current || focusedRef.current;
		if (shouldContribute && !contributedActiveRef.current) {
			contributedActiveRef.current = true;
			onHoverStart?.();
		} else if (!shouldContribute && contributedActiveRef.current) {
			contributedActiveRef.current = false;
			onHoverEnd?.();
		}
	};
	const releaseActive = (0, import_react.useEffectEvent)(() => {
		if (contributedActiveRef.current) {
			contributedActiveRef.current = false;
			onHoverEnd?.();
		}
	});
	(0, import_react.useEffect)(() => () => releaseActive(), []);
	const cancelAutoClose = () => {
		window.clearTimeout(autoCloseTimeout.current);
		setAutoCloseProgress((current) => current.running ? {
			...current,
			running: false
		} : current);
	};
	const cancelHide = () => window.clearTimeout(hideTimeout.current);
	const cancelScrollDismissReset = () => window.clearTimeout(scrollDismissTimeout.current);
	const setSwipeOffset = (value) => {
		offsetRef.current = value;
		setOffset(value);
	};
	const handleHide = () => {
		onHide(data.id);
		cancelAutoClose();
		cancelHide();
		cancelScrollDismissReset();
	};
	const pausedRef = (0, import_react.useRef)(paused);
	(0, import_react.useEffect)(() => {
		pausedRef.current = paused;
	});
	const handleAutoClose = () => {
		if (dismissed || active || hoveredRef.current || focusedRef.current || pausedRef.current || typeof autoCloseDuration !== "number") return;
		cancelAutoClose();
		autoCloseTimeout.current = window.setTimeout(handleHide, autoCloseDuration);
		setAutoCloseProgress((current) => ({
			running: true,
			cycle: current.cycle + 1
		}));
	};
	const getExitOffset = (direction) => {
		return direction * ((notificationRef.current?.offsetWidth ?? 440) + 40);
	};
	const shouldDismiss = (movement, velocity) => {
		const width = notificationRef.current?.offsetWidth ?? 440;
		return Math.abs(movement) > width * .35 || velocity > .5;
	};
	const resetSwipe = () => {
		cancelScrollDismissReset();
		setScrollDismissActive(false);
		setSwipeOffset(0);
	};
	const dismissNotification = (direction) => {
		setDismissDirection(direction);
		setDismissed(true);
		setScrollDismissActive(false);
		setSwipeOffset(getExitOffset(direction));
		cancelAutoClose();
		cancelHide();
		cancelScrollDismissReset();
		hideTimeout.current = window.setTimeout(handleHide, transitionDuration);
	};
	const scheduleScrollDismissReset = () => {
		cancelScrollDismissReset();
		scrollDismissTimeout.current = window.setTimeout(() => {
			setScrollDismissActive(false);
			setSwipeOffset(0);
			handleAutoClose();
		}, SCROLL_DISMISS_RESET_TIMEOUT);
	};
	const { ref: dragRef, active } = useDrag((state) => {
		if (dismissed) return;
		if (state.first) cancelAutoClose();
		if (state.last) {
			if (state.tap || state.canceled) {
				setSwipeOffset(0);
				handleAutoClose();
				return;
			}
			const movement = state.movement[0];
			const direction = movement === 0 ? state.direction[0] === -1 ? -1 : 1 : movement > 0 ? 1 : -1;
			if (shouldDismiss(movement, state.velocity[0])) dismissNotification(direction);
			else {
				setSwipeOffset(0);
				handleAutoClose();
			}
		} else setSwipeOffset(state.movement[0]);
	}, {
		axis: "x",
		threshold: 5,
		filterTaps: true,
		enabled: allowDragDismiss && !isCloseDisabled && !dismissed
	});
	const mergedRef = useMergedRef(ref, notificationRef, dragRef);
	const resolvedStyle = getStyleObject(style, theme);
	const resolvedDataStyle = getStyleObject(dataStyle, theme);
	const baseStyle = {
		...resolvedStyle,
		...resolvedDataStyle
	};
	const baseOpacity = typeof baseStyle.opacity === "number" ? baseStyle.opacity : 1;
	const swipeOpacity = dismissed ? 0 : 1 - Math.min(Math.abs(offset) / 200, 1) * .6;
	const resolvedTransitionDuration = baseStyle.transitionDuration ?? `${transitionDuration}ms, ${transitionDuration}ms, ${transitionDuration}ms`;
	const isStackedLayout = layout === "stacked";
	const isStacked = isStackedLayout && stackIndex !== void 0 && stackIndex > 0;
	const isCollapsed = isStacked && !stackExpanded;
	const isExiting = transitionState === "exiting" || transitionState === "exited";
	const stackDirection = stackPosition?.startsWith("top") ? 1 : -1;
	const stackDepth = Math.min(stackIndex ?? 0, MAX_VISIBLE_STACK_DEPTH);
	const collapsedOffset = isCollapsed ? stackDepth * 10 * stackDirection : 0;
	const staggerDelay = isStackedLayout ? (stackIndex || 0) * 30 : 0;
	const isDragging = active || scrollDismissActive;
	const getStackedTransform = () => {
		if (!isStackedLayout) return "var(--notifications-state-transform) translate3d(var(--notifications-swipe-offset), 0, 0)";
		if (isExiting) return `translateY(${stackExpanded ? stackExpandedOffset || 0 : collapsedOffset}px) var(--notifications-state-transform) translate3d(var(--notifications-swipe-offset), 0, 0)`;
		if (stackExpanded) return `translateY(${stackExpandedOffset || 0}px) translate3d(var(--notifications-swipe-offset), 0, 0)`;
		if (isStacked) return `scale(${1 - stackDepth * .03}) translateY(${collapsedOffset}px)`;
		return "var(--notifications-state-transform) translate3d(var(--notifications-swipe-offset), 0, 0)";
	};
	const notificationStyle = {
		...baseStyle,
		...isStackedLayout ? { maxHeight: void 0 } : {},
		["--notifications-state-transform"]: typeof baseStyle.transform === "string" ? baseStyle.transform : "translateX(0)",
		["--notifications-state-opacity"]: String(baseOpacity),
		["--notifications-swipe-offset"]: `${offset}px`,
		["--notifications-swipe-opacity"]: String(swipeOpacity),
		transform: getStackedTransform(),
		opacity: "calc(var(--notifications-state-opacity) * var(--notifications-swipe-opacity))",
		transitionDuration: isDragging ? "0ms, 0ms, 0ms" : resolvedTransitionDuration,
		cursor: "default",
		touchAction: "pan-y",
		...isStackedLayout ? {
			gridArea: "1 / 1",
			zIndex: (stackSize || 5) - (stackIndex ?? 0),
			pointerEvents: isCollapsed ? "none" : void 0,
			alignSelf: stackDirection === 1 ? "start" : "end",
			transitionProperty: isDragging ? "none" : "transform, opacity",
			transitionDuration: `${transitionDuration}ms, ${transitionDuration}ms`,
			transitionTimingFunction: "cubic-bezier(.51,.3,0,1.21), ease",
			transitionDelay: isDragging || isExiting ? "0ms" : `${staggerDelay}ms`
		} : {}
	};
	const handleMouseEnter = () => {
		hoveredRef.current = true;
		cancelAutoClose();
		syncActive();
	};
	const handleMouseLeave = () => {
		hoveredRef.current = false;
		if (!scrollDismissActive) {
			resetSwipe();
			handleAutoClose();
		}
		syncActive();
	};
	const handleFocusCapture = isStackedLayout ? () => {
		focusedRef.current = true;
		cancelAutoClose();
		syncActive();
	} : void 0;
	const handleBlurCapture = isStackedLayout ? () => {
		focusedRef.current = false;
		if (!scrollDismissActive) handleAutoClose();
		syncActive();
	} : void 0;
	const handlePointerDownCapture = (event) => {
		if (isStackedLayout && (event.pointerType === "touch" || event.pointerType === "pen")) onExpandRequest?.();
	};
	const handleWheel = (0, import_react.useEffectEvent)((event) => {
		if (dismissed || active) return;
		const isDocumentEvent = event.currentTarget === document;
		if (!isDocumentEvent && !hoveredRef.current) return;
		const { deltaX, deltaY } = event;
		if (Math.abs(deltaX) <= Math.abs(deltaY) || deltaX === 0) return;
		if (!allowScrollDismiss || isCloseDisabled) return;
		if (!isDocumentEvent) {
			event.preventDefault();
			event.stopPropagation();
		}
		cancelAutoClose();
		setScrollDismissActive(true);
		const nextOffset = offsetRef.current - deltaX;
		const direction = nextOffset > 0 ? 1 : -1;
		if (shouldDismiss(nextOffset, 0)) {
			dismissNotification(direction);
			return;
		}
		setSwipeOffset(nextOffset);
		scheduleScrollDismissReset();
	});
	(0, import_react.useEffect)(() => {
		if (!scrollDismissActive) return;
		document.addEventListener("wheel", handleWheel, { passive: false });
		return () => document.removeEventListener("wheel", handleWheel, { passive: false });
	}, [scrollDismissActive]);
	(0, import_react.useEffect)(() => {
		const handleResize = () => {
			if (dismissed) setSwipeOffset(getExitOffset(dismissDirection));
		};
		window.addEventListener("resize", handleResize);
		return () => window.removeEventListener("resize", handleResize);
	}, [dismissDirection, dismissed]);
	(0, import_react.useEffect)(() => {
		const node = notificationRef.current;
		if (!node) return;
		node.addEventListener("wheel", handleWheel, { passive: false });
		return () => node.removeEventListener("wheel", handleWheel, { passive: false });
	}, []);
	(0, import_react.useEffect)(() => {
		return () => {
			cancelHide();
			cancelScrollDismissReset();
		};
	}, []);
	(0, import_react.useEffect)(() => {
		data.onOpen?.(data);
	}, []);
	const previousTransitionState = (0, import_react.useRef)(transitionState);
	(0, import_react.useEffect)(() => {
		const wasExiting = previousTransitionState.current === "exiting";
		previousTransitionState.current = transitionState;
		if (transitionState !== "entering" || !wasExiting) return;
		cancelHide();
		if (dismissed) {
			setDismissed(false);
			setScrollDismissActive(false);
			setSwipeOffset(0);
		} else handleAutoClose();
		data.onOpen?.(data);
	}, [transitionState]);
	(0, import_react.useEffect)(() => {
		handleAutoClose();
		return cancelAutoClose;
	}, [
		autoCloseDuration,
		active,
		dismissed
	]);
	useDidUpdate(() => {
		if (hasAutoCloseProgress) handleAutoClose();
	}, [hasAutoCloseProgress]);
	(0, import_react.useEffect)(() => {
		if (paused) cancelAutoClose();
		else handleAutoClose();
		return cancelAutoClose;
	}, [paused]);
	const consumerProps = {
		...others,
		...notificationProps
	};
	const interactionProps = {
		style: notificationStyle,
		inert: isCollapsed,
		onMouseEnter: (event) => {
			consumerProps.onMouseEnter?.(event);
			handleMouseEnter();
		},
		onMouseLeave: (event) => {
			consumerProps.onMouseLeave?.(event);
			handleMouseLeave();
		},
		onFocusCapture: (event) => {
			consumerProps.onFocusCapture?.(event);
			handleFocusCapture?.();
		},
		onBlurCapture: (event) => {
			consumerProps.onBlurCapture?.(event);
			handleBlurCapture?.();
		},
		onPointerDownCapture: (event) => {
			consumerProps.onPointerDownCapture?.(event);
			handlePointerDownCapture(event);
		}
	};
	if (renderNotification) {
		const classNames = [others.className, notificationProps.className].filter(Boolean).join(" ");
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			ref: mergedRef,
			role: notificationProps.role || others.role || "alert",
			...pickDomProps(consumerProps),
			className: classNames || void 0,
			...interactionProps,
			children: renderNotification(data)
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Notification, {
		ref: mergedRef,
		...others,
		...notificationProps,
		...interactionProps,
		withCloseButton: isCloseDisabled ? false : withCloseButton,
		onClose: handleHide,
		children: [message, hasAutoCloseProgress && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			"aria-hidden": true,
			...progressProps,
			"data-paused": !autoCloseProgress.running || void 0,
			style: {
				...progressProps.style,
				["--notifications-progress-duration"]: `${autoCloseDuration}ms`
			}
		}, autoCloseProgress.cycle)]
	});
}
NotificationContainer.displayName = "@mantine/notifications/NotificationContainer";
// ../../node_modules/@mantine/notifications/esm/Notifications.module.mjs
var Notifications_module_default = {
	"root": "m_b37d9ac7",
	"notification": "m_5ed0edd0",
	"progress": "m_836192",
	"notifications-progress": "m_5f780017",
	"notifications-progress-fade-in": "m_bb245a60"
};
// ../../node_modules/@babel/runtime/helpers/esm/extends.js
function _extends() {
	return _extends = Object.assign ? Object.assign.bind() : function(n) {
		for (var e = 1; e < arguments.length; e++) {
			var t = arguments[e];
			for (var r in t) ({}).hasOwnProperty.call(t, r) && (n[r] = t[r]);
		}
		return n;
	}, _extends.apply(null, arguments);
}
// ../../node_modules/@babel/runtime/helpers/esm/objectWithoutPropertiesLoose.js
function _objectWithoutPropertiesLoose(r, e) {
	if (null == r) return {};
	var t = {};
	for (var n in r) if ({}.hasOwnProperty.call(r, n)) {
		if (-1 !== e.indexOf(n)) continue;
		t[n] = r[n];
	}
	return t;
}
// ../../node_modules/@babel/runtime/helpers/esm/setPrototypeOf.js
function _setPrototypeOf(t, e) {
	return _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function(t, e) {
		return t.__proto__ = e, t;
	}, _setPrototypeOf(t, e);
}
// ../../node_modules/@babel/runtime/helpers/esm/inheritsLoose.js
function _inheritsLoose(t, o) {
	t.prototype = Object.create(o.prototype), t.prototype.constructor = t, _setPrototypeOf(t, o);
}
// ../../node_modules/prop-types/node_modules/react-is/cjs/react-is.production.min.js
/** @license React v16.13.1
* react-is.production.min.js
*
* Copyright (c) Facebook, Inc. and its affiliates.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_react_is_production_min = /* @__PURE__ */ __commonJSMin(((exports) => {
	var b = "function" === typeof Symbol && Symbol.for;
	var c = b ? Symbol.for("react.element") : 60103;
	var d = b ? Symbol.for("react.portal") : 60106;
	var e = b ? Symbol.for("react.fragment") : 60107;
	var f = b ? Symbol.for("react.strict_mode") : 60108;
	var g = b ? Symbol.for("react.profiler") : 60114;
	var h = b ? Symbol.for("react.provider") : 60109;
	var k = b ? Symbol.for("react.context") : 60110;
	var l = b ? Symbol.for("react.async_mode") : 60111;
	var m = b ? Symbol.for("react.concurrent_mode") : 60111;
	var n = b ? Symbol.for("react.forward_ref") : 60112;
	var p = b ? Symbol.for("react.suspense") : 60113;
	var q = b ? Symbol.for("react.suspense_list") : 60120;
	var r = b ? Symbol.for("react.memo") : 60115;
	var t = b ? Symbol.for("react.lazy") : 60116;
	var v = b ? Symbol.for("react.block") : 60121;
	var w = b ? Symbol.for("react.fundamental") : 60117;
	var x = b ? Symbol.for("react.responder") : 60118;
	var y = b ? Symbol.for("react.scope") : 60119;
	function z(a) {
		if ("object" === typeof a && null !== a) {
			var u = a.$$typeof;
			switch (u) {
				case c: switch (a = a.type, a) {
					case l:
					case m:
					case e:
					case g:
					case f:
					case p: return a;
					default: switch (a = a && a.$$typeof, a) {
						case k:
						case n:
						case t:
						case r:
						case h: return a;
						default: return u;
					}
				}
				case d: return u;
			}
		}
	}
	function A(a) {
		return z(a) === m;
	}
	exports.AsyncMode = l;
	exports.ConcurrentMode = m;
	exports.ContextConsumer = k;
	exports.ContextProvider = h;
	exports.Element = c;
	exports.ForwardRef = n;
	exports.Fragment = e;
	exports.Lazy = t;
	exports.Memo = r;
	exports.Portal = d;
	exports.Profiler = g;
	exports.StrictMode = f;
	exports.Suspense = p;
	exports.isAsyncMode = function(a) {
		return A(a) || z(a) === l;
	};
	exports.isConcurrentMode = A;
	exports.isContextConsumer = function(a) {
		return z(a) === k;
	};
	exports.isContextProvider = function(a) {
		return z(a) === h;
	};
	exports.isElement = function(a) {
		return "object" === typeof a && null !== a && a.$$typeof === c;
	};
	exports.isForwardRef = function(a) {
		return z(a) === n;
	};
	exports.isFragment = function(a) {
		return z(a) === e;
	};
	exports.isLazy = function(a) {
		return z(a) === t;
	};
	exports.isMemo = function(a) {
		return z(a) === r;
	};
	exports.isPortal = function(a) {
		return z(a) === d;
	};
	exports.isProfiler = function(a) {
		return z(a) === g;
	};
	exports.isStrictMode = function(a) {
		return z(a) === f;
	};
	exports.isSuspense = function(a) {
		return z(a) === p;
	};
	exports.isValidElementType = function(a) {
		return "string" === typeof a || "function" === typeof a || a === e || a === m || a === g || a === f || a === p || a === q || "object" === typeof a && null !== a && (a.$$typeof === t || a.$$typeof === r || a.$$typeof === h || a.$$typeof === k || a.$$typeof === n || a.$$typeof === w || a.$$typeof === x || a.$$typeof === y || a.$$typeof === v);
	};
	exports.typeOf = z;
}));
// ../../node_modules/prop-types/node_modules/react-is/cjs/react-is.development.js
/** @license React v16.13.1
* react-is.development.js
*
* Copyright (c) Facebook, Inc. and its affiliates.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_react_is_development = /* @__PURE__ */ __commonJSMin(((exports) => {
	if (process.env.NODE_ENV !== "production") (function() {
		"use strict";
		var hasSymbol = typeof Symbol === "function" && Symbol.for;
		var REACT_ELEMENT_TYPE = hasSymbol ? Symbol.for("react.element") : 60103;
		var REACT_PORTAL_TYPE = hasSymbol ? Symbol.for("react.portal") : 60106;
		var REACT_FRAGMENT_TYPE = hasSymbol ? Symbol.for("react.fragment") : 60107;
		var REACT_STRICT_MODE_TYPE = hasSymbol ? Symbol.for("react.strict_mode") : 60108;
		var REACT_PROFILER_TYPE = hasSymbol ? Symbol.for("react.profiler") : 60114;
		var REACT_PROVIDER_TYPE = hasSymbol ? Symbol.for("react.provider") : 60109;
		var REACT_CONTEXT_TYPE = hasSymbol ? Symbol.for("react.context") : 60110;
		var REACT_ASYNC_MODE_TYPE = hasSymbol ? Symbol.for("react.async_mode") : 60111;
		var REACT_CONCURRENT_MODE_TYPE = hasSymbol ? Symbol.for("react.concurrent_mode") : 60111;
		var REACT_FORWARD_REF_TYPE = hasSymbol ? Symbol.for("react.forward_ref") : 60112;
		var REACT_SUSPENSE_TYPE = hasSymbol ? Symbol.for("react.suspense") : 60113;
		var REACT_SUSPENSE_LIST_TYPE = hasSymbol ? Symbol.for("react.suspense_list") : 60120;
		var REACT_MEMO_TYPE = hasSymbol ? Symbol.for("react.memo") : 60115;
		var REACT_LAZY_TYPE = hasSymbol ? Symbol.for("react.lazy") : 60116;
		var REACT_BLOCK_TYPE = hasSymbol ? Symbol.for("react.block") : 60121;
		var REACT_FUNDAMENTAL_TYPE = hasSymbol ? Symbol.for("react.fundamental") : 60117;
		var REACT_RESPONDER_TYPE = hasSymbol ? Symbol.for("react.responder") : 60118;
		var REACT_SCOPE_TYPE = hasSymbol ? Symbol.for("react.scope") : 60119;
		function isValidElementType(type) {
			return typeof type === "string" || typeof type === "function" || type === REACT_FRAGMENT_TYPE || type === REACT_CONCURRENT_MODE_TYPE || type === REACT_PROFILER_TYPE || type === REACT_STRICT_MODE_TYPE || type === REACT_SUSPENSE_TYPE || type === REACT_SUSPENSE_LIST_TYPE || typeof type === "object" && type !== null && (type.$$typeof === REACT_LAZY_TYPE || type.$$typeof === REACT_MEMO_TYPE || type.$$typeof === REACT_PROVIDER_TYPE || type.$$typeof === REACT_CONTEXT_TYPE || type.$$typeof === REACT_FORWARD_REF_TYPE || type.$$typeof === REACT_FUNDAMENTAL_TYPE || type.$$typeof === REACT_RESPONDER_TYPE || type.$$typeof === REACT_SCOPE_TYPE || type.$$typeof === REACT_BLOCK_TYPE);
		}
		function typeOf(object) {
			if (typeof object === "object" && object !== null) {
				var $$typeof = object.$$typeof;
				switch ($$typeof) {
					case REACT_ELEMENT_TYPE:
						var type = object.type;
						switch (type) {
							case REACT_ASYNC_MODE_TYPE:
							case REACT_CONCURRENT_MODE_TYPE:
							case REACT_FRAGMENT_TYPE:
							case REACT_PROFILER_TYPE:
							case REACT_STRICT_MODE_TYPE:
							case REACT_SUSPENSE_TYPE: return type;
							default:
								var $$typeofType = type && type.$$typeof;
								switch ($$typeofType) {
									case REACT_CONTEXT_TYPE:
									case REACT_FORWARD_REF_TYPE:
									case REACT_LAZY_TYPE:
									case REACT_MEMO_TYPE:
									case REACT_PROVIDER_TYPE: return $$typeofType;
									default: return $$typeof;
								}
						}
					case REACT_PORTAL_TYPE: return $$typeof;
				}
			}
		}
		var AsyncMode = REACT_ASYNC_MODE_TYPE;
		var ConcurrentMode = REACT_CONCURRENT_MODE_TYPE;
		var ContextConsumer = REACT_CONTEXT_TYPE;
		var ContextProvider = REACT_PROVIDER_TYPE;
		var Element = REACT_ELEMENT_TYPE;
		var ForwardRef = REACT_FORWARD_REF_TYPE;
		var Fragment = REACT_FRAGMENT_TYPE;
		var Lazy = REACT_LAZY_TYPE;
		var Memo = REACT_MEMO_TYPE;
		var Portal = REACT_PORTAL_TYPE;
		var Profiler = REACT_PROFILER_TYPE;
		var StrictMode = REACT_STRICT_MODE_TYPE;
		var Suspense = REACT_SUSPENSE_TYPE;
		var hasWarnedAboutDeprecatedIsAsyncMode = false;
		function isAsyncMode(object) {
			if (!hasWarnedAboutDeprecatedIsAsyncMode) {
				hasWarnedAboutDeprecatedIsAsyncMode = true;
				console["warn"]("The ReactIs.isAsyncMode() alias has been deprecated, and will be removed in React 17+. Update your code to use ReactIs.isConcurrentMode() instead. It has the exact same API.");
			}
			return isConcurrentMode(object) || typeOf(object) === REACT_ASYNC_MODE_TYPE;
		}
		function isConcurrentMode(object) {
			return typeOf(object) === REACT_CONCURRENT_MODE_TYPE;
		}
		function isContextConsumer(object) {
			return typeOf(object) === REACT_CONTEXT_TYPE;
		}
		function isContextProvider(object) {
			return typeOf(object) === REACT_PROVIDER_TYPE;
		}
		function isElement(object) {
			return typeof object === "object" && object !== null && object.$$typeof === REACT_ELEMENT_TYPE;
		}
		function isForwardRef(object) {
			return typeOf(object) === REACT_FORWARD_REF_TYPE;
		}
		function isFragment(object) {
			return typeOf(object) === REACT_FRAGMENT_TYPE;
		}
		function isLazy(object) {
			return typeOf(object) === REACT_LAZY_TYPE;
		}
		function isMemo(object) {
			return typeOf(object) === REACT_MEMO_TYPE;
		}
		function isPortal(object) {
			return typeOf(object) === REACT_PORTAL_TYPE;
		}
		function isProfiler(object) {
			return typeOf(object) === REACT_PROFILER_TYPE;
		}
		function isStrictMode(object) {
			return typeOf(object) === REACT_STRICT_MODE_TYPE;
		}
		function isSuspense(object) {
			return typeOf(object) === REACT_SUSPENSE_TYPE;
		}
		exports.AsyncMode = AsyncMode;
		exports.ConcurrentMode = ConcurrentMode;
		exports.ContextConsumer = ContextConsumer;
		exports.ContextProvider = ContextProvider;
		exports.Element = Element;
		exports.ForwardRef = ForwardRef;
		exports.Fragment = Fragment;
		exports.Lazy = Lazy;
		exports.Memo = Memo;
		exports.Portal = Portal;
		exports.Profiler = Profiler;
		exports.StrictMode = StrictMode;
		exports.Suspense = Suspense;
		exports.isAsyncMode = isAsyncMode;
		exports.isConcurrentMode = isConcurrentMode;
		exports.isContextConsumer = isContextConsumer;
		exports.isContextProvider = isContextProvider;
		exports.isElement = isElement;
		exports.isForwardRef = isForwardRef;
		exports.isFragment = isFragment;
		exports.isLazy = isLazy;
		exports.isMemo = isMemo;
		exports.isPortal = isPortal;
		exports.isProfiler = isProfiler;
		exports.isStrictMode = isStrictMode;
		exports.isSuspense = isSuspense;
		exports.isValidElementType = isValidElementType;
		exports.typeOf = typeOf;
	})();
}));
// ../../node_modules/prop-types/node_modules/react-is/index.js
var require_react_is = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	if (process.env.NODE_ENV === "production") module.exports = require_react_is_production_min();
	else module.exports = require_react_is_development();
}));
// ../../node_modules/object-assign/index.js
/*
object-assign
(c) Sindre Sorhus
@license MIT
*/
var require_object_assign = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	var getOwnPropertySymbols = Object.getOwnPropertySymbols;
	var hasOwnProperty = Object.prototype.hasOwnProperty;
	var propIsEnumerable = Object.prototype.propertyIsEnumerable;
	function toObject(val) {
		if (val === null || val === void 0) throw new TypeError("Object.assign cannot be called with null or undefined");
		return Object(val);
	}
	function shouldUseNative() {
		try {
			if (!Object.assign) return false;
			var test1 = /* @__PURE__ */ new String("abc");
			test1[5] = "de";
			if (Object.getOwnPropertyNames(test1)[0] === "5") return false;
			var test2 = {};
			for (var i = 0; i < 10; i++) test2["_" + String.fromCharCode(i)] = i;
			if (Object.getOwnPropertyNames(test2).map(function(n) {
				return test2[n];
			}).join("") !== "0123456789") return false;
			var test3 = {};
			"abcdefghijklmnopqrst".split("").forEach(function(letter) {
				test3[letter] = letter;
			});
			if (Object.keys(Object.assign({}, test3)).join("") !== "abcdefghijklmnopqrst") return false;
			return true;
		} catch (err) {
			return false;
		}
	}
	module.exports = shouldUseNative() ? Object.assign : function(target, source) {
		var from;
		var to = toObject(target);
		var symbols;
		for (var s = 1; s < arguments.length; s++) {
			from = Object(arguments[s]);
			for (var key in from) if (hasOwnProperty.call(from, key)) to[key] = from[key];
			if (getOwnPropertySymbols) {
				symbols = getOwnPropertySymbols(from);
				for (var i = 0; i < symbols.length; i++) if (propIsEnumerable.call(from, symbols[i])) to[symbols[i]] = from[symbols[i]];
			}
		}
		return to;
	};
}));
// ../../node_modules/prop-types/lib/ReactPropTypesSecret.js
/**
* Copyright (c) 2013-present, Facebook, Inc.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_ReactPropTypesSecret = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = "SECRET_DO_NOT_PASS_THIS_OR_YOU_WILL_BE_FIRED";
}));
// ../../node_modules/prop-types/lib/has.js
var require_has = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = Function.call.bind(Object.prototype.hasOwnProperty);
}));
// ../../node_modules/prop-types/checkPropTypes.js
/**
* Copyright (c) 2013-present, Facebook, Inc.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_checkPropTypes = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	var printWarning = function() {};
	if (process.env.NODE_ENV !== "production") {
		var ReactPropTypesSecret = require_ReactPropTypesSecret();
		var loggedTypeFailures = {};
		var has = require_has();
		printWarning = function(text) {
			var message = "Warning: " + text;
			if (typeof console !== "undefined") console.error(message);
			try {
				throw new Error(message);
			} catch (x) {}
		};
	}
	/**
	* Assert that the values match with the type specs.
	* Error messages are memorized and will only be shown once.
	*
	* @param {object} typeSpecs Map of name to a ReactPropType
	* @param {object} values Runtime values that need to be type-checked
	* @param {string} location e.g. "prop", "context", "child context"
	* @param {string} componentName Name of the component for error messages.
	* @param {?Function} getStack Returns the component stack.
	* @private
	*/
	function checkPropTypes(typeSpecs, values, location, componentName, getStack) {
		if (process.env.NODE_ENV !== "production") {
			for (var typeSpecName in typeSpecs) if (has(typeSpecs, typeSpecName)) {
				var error;
				try {
					if (typeof typeSpecs[typeSpecName] !== "function") {
						var err = Error((componentName || "React class") + ": " + location + " type `" + typeSpecName + "` is invalid; it must be a function, usually from the `prop-types` package, but received `" + typeof typeSpecs[typeSpecName] + "`.This often happens because of typos such as `PropTypes.function` instead of `PropTypes.func`.");
						err.name = "Invariant Violation";
						throw err;
					}
					error = typeSpecs[typeSpecName](values, typeSpecName, componentName, location, null, ReactPropTypesSecret);
				} catch (ex) {
					error = ex;
				}
				if (error && !(error instanceof Error)) printWarning((componentName || "React class") + ": type specification of " + location + " `" + typeSpecName + "` is invalid; the type checker function must return `null` or an `Error` but returned a " + typeof error + ". You may have forgotten to pass an argument to the type checker creator (arrayOf, instanceOf, objectOf, oneOf, oneOfType, and shape all require an argument).");
				if (error instanceof Error && !(error.message in loggedTypeFailures)) {
					loggedTypeFailures[error.message] = true;
					var stack = getStack ? getStack() : "";
					printWarning("Failed " + location + " type: " + error.message + (stack != null ? stack : ""));
				}
			}
		}
	}
	/**
	* Resets warning cache when testing.
	*
	* @private
	*/
	checkPropTypes.resetWarningCache = function() {
		if (process.env.NODE_ENV !== "production") loggedTypeFailures = {};
	};
	module.exports = checkPropTypes;
}));
// ../../node_modules/prop-types/factoryWithTypeCheckers.js
/**
* Copyright (c) 2013-present, Facebook, Inc.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_factoryWithTypeCheckers = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	var ReactIs = require_react_is();
	var assign = require_object_assign();
	var ReactPropTypesSecret = require_ReactPropTypesSecret();
	var has = require_has();
	var checkPropTypes = require_checkPropTypes();
	var printWarning = function() {};
	if (process.env.NODE_ENV !== "production") printWarning = function(text) {
		var message = "Warning: " + text;
		if (typeof console !== "undefined") console.error(message);
		try {
			throw new Error(message);
		} catch (x) {}
	};
	function emptyFunctionThatReturnsNull() {
		return null;
	}
	module.exports = function(isValidElement, throwOnDirectAccess) {
		var ITERATOR_SYMBOL = typeof Symbol === "function" && Symbol.iterator;
		var FAUX_ITERATOR_SYMBOL = "@@iterator";
		/**
		* Returns the iterator method function contained on the iterable object.
		*
		* Be sure to invoke the function with the iterable as context:
		*
		*     var iteratorFn = getIteratorFn(myIterable);
		*     if (iteratorFn) {
		*       var iterator = iteratorFn.call(myIterable);
		*       ...
		*     }
		*
		* @param {?object} maybeIterable
		* @return {?function}
		*/
		function getIteratorFn(maybeIterable) {
			var iteratorFn = maybeIterable && (ITERATOR_SYMBOL && maybeIterable[ITERATOR_SYMBOL] || maybeIterable[FAUX_ITERATOR_SYMBOL]);
			if (typeof iteratorFn === "function") return iteratorFn;
		}
		/**
		* Collection of methods that allow declaration and validation of props that are
		* supplied to React components. Example usage:
		*
		*   var Props = require('ReactPropTypes');
		*   var MyArticle = React.createClass({
		*     propTypes: {
		*       // An optional string prop named "description".
		*       description: Props.string,
		*
		*       // A required enum prop named "category".
		*       category: Props.oneOf(['News','Photos']).isRequired,
		*
		*       // A prop named "dialog" that requires an instance of Dialog.
		*       dialog: Props.instanceOf(Dialog).isRequired
		*     },
		*     render: function() { ... }
		*   });
		*
		* A more formal specification of how these methods are used:
		*
		*   type := array|bool|func|object|number|string|oneOf([...])|instanceOf(...)
		*   decl := ReactPropTypes.{type}(.isRequired)?
		*
		* Each and every declaration produces a function with the same signature. This
		* allows the creation of custom validation functions. For example:
		*
		*  var MyLink = React.createClass({
		*    propTypes: {
		*      // An optional string or URI prop named "href".
		*      href: function(props, propName, componentName) {
		*        var propValue = props[propName];
		*        if (propValue != null && typeof propValue !== 'string' &&
		*            !(propValue instanceof URI)) {
		*          return new Error(
		*            'Expected a string or an URI for ' + propName + ' in ' +
		*            componentName
		*          );
		*        }
		*      }
		*    },
		*    render: function() {...}
		*  });
		*
		* @internal
		*/
		var ANONYMOUS = "<<anonymous>>";
		var ReactPropTypes = {
			array: createPrimitiveTypeChecker("array"),
			bigint: createPrimitiveTypeChecker("bigint"),
			bool: createPrimitiveTypeChecker("boolean"),
			func: createPrimitiveTypeChecker("function"),
			number: createPrimitiveTypeChecker("number"),
			object: createPrimitiveTypeChecker("object"),
			string: createPrimitiveTypeChecker("string"),
			symbol: createPrimitiveTypeChecker("symbol"),
			any: createAnyTypeChecker(),
			arrayOf: createArrayOfTypeChecker,
			element: createElementTypeChecker(),
			elementType: createElementTypeTypeChecker(),
			instanceOf: createInstanceTypeChecker,
			node: createNodeChecker(),
			objectOf: createObjectOfTypeChecker,
			oneOf: createEnumTypeChecker,
			oneOfType: createUnionTypeChecker,
			shape: createShapeTypeChecker,
			exact: createStrictShapeTypeChecker
		};
		/**
		* inlined Object.is polyfill to avoid requiring consumers ship their own
		* https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Object/is
		*/
		function is(x, y) {
			if (x === y) return x !== 0 || 1 / x === 1 / y;
			else return x !== x && y !== y;
		}
		/**
		* We use an Error-like object for backward compatibility as people may call
		* PropTypes directly and inspect their output. However, we don't use real
		* Errors anymore. We don't inspect their stack anyway, and creating them
		* is prohibitively expensive if they are created too often, such as what
		* happens in oneOfType() for any type before the one that matched.
		*/
		function PropTypeError(message, data) {
			this.message = message;
			this.data = data && typeof data === "object" ? data : {};
			this.stack = "";
		}
		PropTypeError.prototype = Error.prototype;
		function createChainableTypeChecker(validate) {
			if (process.env.NODE_ENV !== "production") {
				var manualPropTypeCallCache = {};
				var manualPropTypeWarningCount = 0;
			}
			function checkType(isRequired, props, propName, componentName, location, propFullName, secret) {
				componentName = componentName || ANONYMOUS;
				propFullName = propFullName || propName;
				if (secret !== ReactPropTypesSecret) {
					if (throwOnDirectAccess) {
						var err = /* @__PURE__ */ new Error("Calling PropTypes validators directly is not supported by the `prop-types` package. Use `PropTypes.checkPropTypes()` to call them. Read more at http://fb.me/use-check-prop-types");
						err.name = "Invariant Violation";
						throw err;
					} else if (process.env.NODE_ENV !== "production" && typeof console !== "undefined") {
						var cacheKey = componentName + ":" + propName;
						if (!manualPropTypeCallCache[cacheKey] && manualPropTypeWarningCount < 3) {
							printWarning("You are manually calling a React.PropTypes validation function for the `" + propFullName + "` prop on `" + componentName + "`. This is deprecated and will throw in the standalone `prop-types` package. You may be seeing this warning due to a third-party PropTypes library. See https://fb.me/react-warning-dont-call-proptypes for details.");
							manualPropTypeCallCache[cacheKey] = true;
							manualPropTypeWarningCount++;
						}
					}
				}
				if (props[propName] == null) {
					if (isRequired) {
						if (props[propName] === null) return new PropTypeError("The " + location + " `" + propFullName + "` is marked as required " + ("in `" + componentName + "`, but its value is `null`."));
						return new PropTypeError("The " + location + " `" + propFullName + "` is marked as required in " + ("`" + componentName + "`, but its value is `undefined`."));
					}
					return null;
				} else return validate(props, propName, componentName, location, propFullName);
			}
			var chainedCheckType = checkType.bind(null, false);
			chainedCheckType.isRequired = checkType.bind(null, true);
			return chainedCheckType;
		}
		function createPrimitiveTypeChecker(expectedType) {
			function validate(props, propName, componentName, location, propFullName, secret) {
				var propValue = props[propName];
				if (getPropType(propValue) !== expectedType) {
					var preciseType = getPreciseType(propValue);
					return new PropTypeError("Invalid " + location + " `" + propFullName + "` of type " + ("`" + preciseType + "` supplied to `" + componentName + "`, expected ") + ("`" + expectedType + "`."), { expectedType });
				}
				return null;
			}
			return createChainableTypeChecker(validate);
		}
		function createAnyTypeChecker() {
			return createChainableTypeChecker(emptyFunctionThatReturnsNull);
		}
		function createArrayOfTypeChecker(typeChecker) {
			function validate(props, propName, componentName, location, propFullName) {
				if (typeof typeChecker !== "function") return new PropTypeError("Property `" + propFullName + "` of component `" + componentName + "` has invalid PropType notation inside arrayOf.");
				var propValue = props[propName];
				if (!Array.isArray(propValue)) {
					var propType = getPropType(propValue);
					return new PropTypeError("Invalid " + location + " `" + propFullName + "` of type " + ("`" + propType + "` supplied to `" + componentName + "`, expected an array."));
				}
				for (var i = 0; i < propValue.length; i++) {
					var error = typeChecker(propValue, i, componentName, location, propFullName + "[" + i + "]", ReactPropTypesSecret);
					if (error instanceof Error) return error;
				}
				return null;
			}
			return createChainableTypeChecker(validate);
		}
		function createElementTypeChecker() {
			function validate(props, propName, componentName, location, propFullName) {
				var propValue = props[propName];
				if (!isValidElement(propValue)) {
					var propType = getPropType(propValue);
					return new PropTypeError("Invalid " + location + " `" + propFullName + "` of type " + ("`" + propType + "` supplied to `" + componentName + "`, expected a single ReactElement."));
				}
				return null;
			}
			return createChainableTypeChecker(validate);
		}
		function createElementTypeTypeChecker() {
			function validate(props, propName, componentName, location, propFullName) {
				var propValue = props[propName];
				if (!ReactIs.isValidElementType(propValue)) {
					var propType = getPropType(propValue);
					return new PropTypeError("Invalid " + location + " `" + propFullName + "` of type " + ("`" + propType + "` supplied to `" + componentName + "`, expected a single ReactElement type."));
				}
				return null;
			}
			return createChainableTypeChecker(validate);
		}
		function createInstanceTypeChecker(expectedClass) {
			function validate(props, propName, componentName, location, propFullName) {
				if (!(props[propName] instanceof expectedClass)) {
					var expectedClassName = expectedClass.name || ANONYMOUS;
					var actualClassName = getClassName(props[propName]);
					return new PropTypeError("Invalid " + location + " `" + propFullName + "` of type " + ("`" + actualClassName + "` supplied to `" + componentName + "`, expected ") + ("instance of `" + expectedClassName + "`."));
				}
				return null;
			}
			return createChainableTypeChecker(validate);
		}
		function createEnumTypeChecker(expectedValues) {
			if (!Array.isArray(expectedValues)) {
				if (process.env.NODE_ENV !== "production") {
					if (arguments.length > 1) printWarning("Invalid arguments supplied to oneOf, expected an array, got " + arguments.length + " arguments. A common mistake is to write oneOf(x, y, z) instead of oneOf([x, y, z]).");
					else printWarning("Invalid argument supplied to oneOf, expected an array.");
				}
				return emptyFunctionThatReturnsNull;
			}
			function validate(props, propName, componentName, location, propFullName) {
				var propValue = props[propName];
				for (var i = 0; i < expectedValues.length; i++) if (is(propValue, expectedValues[i])) return null;
				var valuesString = JSON.stringify(expectedValues, function replacer(key, value) {
					if (getPreciseType(value) === "symbol") return String(value);
					return value;
				});
				return new PropTypeError("Invalid " + location + " `" + propFullName + "` of value `" + String(propValue) + "` " + ("supplied to `" + componentName + "`, expected one of " + valuesString + "."));
			}
			return createChainableTypeChecker(validate);
		}
		function createObjectOfTypeChecker(typeChecker) {
			function validate(props, propName, componentName, location, propFullName) {
				if (typeof typeChecker !== "function") return new PropTypeError("Property `" + propFullName + "` of component `" + componentName + "` has invalid PropType notation inside objectOf.");
				var propValue = props[propName];
				var propType = getPropType(propValue);
				if (propType !== "object") return new PropTypeError("Invalid " + location + " `" + propFullName + "` of type " + ("`" + propType + "` supplied to `" + componentName + "`, expected an object."));
				for (var key in propValue) if (has(propValue, key)) {
					var error = typeChecker(propValue, key, componentName, location, propFullName + "." + key, ReactPropTypesSecret);
					if (error instanceof Error) return error;
				}
				return null;
			}
			return createChainableTypeChecker(validate);
		}
		function createUnionTypeChecker(arrayOfTypeCheckers) {
			if (!Array.isArray(arrayOfTypeCheckers)) {
				process.env.NODE_ENV !== "production" && printWarning("Invalid argument supplied to oneOfType, expected an instance of array.");
				return emptyFunctionThatReturnsNull;
			}
			for (var i = 0; i < arrayOfTypeCheckers.length; i++) {
				var checker = arrayOfTypeCheckers[i];
				if (typeof checker !== "function") {
					printWarning("Invalid argument supplied to oneOfType. Expected an array of check functions, but received " + getPostfixForTypeWarning(checker) + " at index " + i + ".");
					return emptyFunctionThatReturnsNull;
				}
			}
			function validate(props, propName, componentName, location, propFullName) {
				var expectedTypes = [];
				for (var i = 0; i < arrayOfTypeCheckers.length; i++) {
					var checker = arrayOfTypeCheckers[i];
					var checkerResult = checker(props, propName, componentName, location, propFullName, ReactPropTypesSecret);
					if (checkerResult == null) return null;
					if (checkerResult.data && has(checkerResult.data, "expectedType")) expectedTypes.push(checkerResult.data.expectedType);
				}
				var expectedTypesMessage = expectedTypes.length > 0 ? ", expected one of type [" + expectedTypes.join(", ") + "]" : "";
				return new PropTypeError("Invalid " + location + " `" + propFullName + "` supplied to " + ("`" + componentName + "`" + expectedTypesMessage + "."));
			}
			return createChainableTypeChecker(validate);
		}
		function createNodeChecker() {
			function validate(props, propName, componentName, location, propFullName) {
				if (!isNode(props[propName])) return new PropTypeError("Invalid " + location + " `" + propFullName + "` supplied to " + ("`" + componentName + "`, expected a ReactNode."));
				return null;
			}
			return createChainableTypeChecker(validate);
		}
		function invalidValidatorError(componentName, location, propFullName, key, type) {
			return new PropTypeError((componentName || "React class") + ": " + location + " type `" + propFullName + "." + key + "` is invalid; it must be a function, usually from the `prop-types` package, but received `" + type + "`.");
		}
		function createShapeTypeChecker(shapeTypes) {
			function validate(props, propName, componentName, location, propFullName) {
				var propValue = props[propName];
				var propType = getPropType(propValue);
				if (propType !== "object") return new PropTypeError("Invalid " + location + " `" + propFullName + "` of type `" + propType + "` " + ("supplied to `" + componentName + "`, expected `object`."));
				for (var key in shapeTypes) {
					var checker = shapeTypes[key];
					if (typeof checker !== "function") return invalidValidatorError(componentName, location, propFullName, key, getPreciseType(checker));
					var error = checker(propValue, key, componentName, location, propFullName + "." + key, ReactPropTypesSecret);
					if (error) return error;
				}
				return null;
			}
			return createChainableTypeChecker(validate);
		}
		function createStrictShapeTypeChecker(shapeTypes) {
			function validate(props, propName, componentName, location, propFullName) {
				var propValue = props[propName];
				var propType = getPropType(propValue);
				if (propType !== "object") return new PropTypeError("Invalid " + location + " `" + propFullName + "` of type `" + propType + "` " + ("supplied to `" + componentName + "`, expected `object`."));
				for (var key in assign({}, props[propName], shapeTypes)) {
					var checker = shapeTypes[key];
					if (has(shapeTypes, key) && typeof checker !== "function") return invalidValidatorError(componentName, location, propFullName, key, getPreciseType(checker));
					if (!checker) return new PropTypeError("Invalid " + location + " `" + propFullName + "` key `" + key + "` supplied to `" + componentName + "`.\nBad object: " + JSON.stringify(props[propName], null, "  ") + "\nValid keys: " + JSON.stringify(Object.keys(shapeTypes), null, "  "));
					var error = checker(propValue, key, componentName, location, propFullName + "." + key, ReactPropTypesSecret);
					if (error) return error;
				}
				return null;
			}
			return createChainableTypeChecker(validate);
		}
		function isNode(propValue) {
			switch (typeof propValue) {
				case "number":
				case "string":
				case "undefined": return true;
				case "boolean": return !propValue;
				case "object":
					if (Array.isArray(propValue)) return propValue.every(isNode);
					if (propValue === null || isValidElement(propValue)) return true;
					var iteratorFn = getIteratorFn(propValue);
					if (iteratorFn) {
						var iterator = iteratorFn.call(propValue);
						var step;
						if (iteratorFn !== propValue.entries) {
							while (!(step = iterator.next()).done) if (!isNode(step.value)) return false;
						} else while (!(step = iterator.next()).done) {
							var entry = step.value;
							if (entry) {
								if (!isNode(entry[1])) return false;
							}
						}
					} else return false;
					return true;
				default: return false;
			}
		}
		function isSymbol(propType, propValue) {
			if (propType === "symbol") return true;
			if (!propValue) return false;
			if (propValue["@@toStringTag"] === "Symbol") return true;
			if (typeof Symbol === "function" && propValue instanceof Symbol) return true;
			return false;
		}
		function getPropType(propValue) {
			var propType = typeof propValue;
			if (Array.isArray(propValue)) return "array";
			if (propValue instanceof RegExp) return "object";
			if (isSymbol(propType, propValue)) return "symbol";
			return propType;
		}
		function getPreciseType(propValue) {
			if (typeof propValue === "undefined" || propValue === null) return "" + propValue;
			var propType = getPropType(propValue);
			if (propType === "object") {
				if (propValue instanceof Date) return "date";
				else if (propValue instanceof RegExp) return "regexp";
			}
			return propType;
		}
		function getPostfixForTypeWarning(value) {
			var type = getPreciseType(value);
			switch (type) {
				case "array":
				case "object": return "an " + type;
				case "boolean":
				case "date":
				case "regexp": return "a " + type;
				default: return type;
			}
		}
		function getClassName(propValue) {
			if (!propValue.constructor || !propValue.constructor.name) return ANONYMOUS;
			return propValue.constructor.name;
		}
		ReactPropTypes.checkPropTypes = checkPropTypes;
		ReactPropTypes.resetWarningCache = checkPropTypes.resetWarningCache;
		ReactPropTypes.PropTypes = ReactPropTypes;
		return ReactPropTypes;
	};
}));
// ../../node_modules/prop-types/factoryWithThrowingShims.js
/**
* Copyright (c) 2013-present, Facebook, Inc.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_factoryWithThrowingShims = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	var ReactPropTypesSecret = require_ReactPropTypesSecret();
	function emptyFunction() {}
	function emptyFunctionWithReset() {}
	emptyFunctionWithReset.resetWarningCache = emptyFunction;
	module.exports = function() {
		function shim(props, propName, componentName, location, propFullName, secret) {
			if (secret === ReactPropTypesSecret) return;
			var err = /* @__PURE__ */ new Error("Calling PropTypes validators directly is not supported by the `prop-types` package. Use PropTypes.checkPropTypes() to call them. Read more at http://fb.me/use-check-prop-types");
			err.name = "Invariant Violation";
			throw err;
		}
		shim.isRequired = shim;
		function getShim() {
			return shim;
		}
		var ReactPropTypes = {
			array: shim,
			bigint: shim,
			bool: shim,
			func: shim,
			number: shim,
			object: shim,
			string: shim,
			symbol: shim,
			any: shim,
			arrayOf: getShim,
			element: shim,
			elementType: shim,
			instanceOf: getShim,
			node: shim,
			objectOf: getShim,
			oneOf: getShim,
			oneOfType: getShim,
			shape: getShim,
			exact: getShim,
			checkPropTypes: emptyFunctionWithReset,
			resetWarningCache: emptyFunction
		};
		ReactPropTypes.PropTypes = ReactPropTypes;
		return ReactPropTypes;
	};
}));
// ../../node_modules/prop-types/index.js
var require_prop_types = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	/**
	* Copyright (c) 2013-present, Facebook, Inc.
	*
	* This source code is licensed under the MIT license found in the
	* LICENSE file in the root directory of this source tree.
	*/
	if (process.env.NODE_ENV !== "production") {
		var ReactIs = require_react_is();
		module.exports = require_factoryWithTypeCheckers()(ReactIs.isElement, true);
	} else module.exports = require_factoryWithThrowingShims()();
}));
// ../../node_modules/react-transition-group/esm/config.js
var config_default = { disabled: false };
// ../../node_modules/react-transition-group/esm/utils/PropTypes.js
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types());
var timeoutsShape = process.env.NODE_ENV !== "production" ? import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.shape({
	enter: import_prop_types.default.number,
	exit: import_prop_types.default.number,
	appear: import_prop_types.default.number
}).isRequired]) : null;
process.env.NODE_ENV !== "production" && import_prop_types.default.oneOfType([
	import_prop_types.default.string,
	import_prop_types.default.shape({
		enter: import_prop_types.default.string,
		exit: import_prop_types.default.string,
		active: import_prop_types.default.string
	}),
	import_prop_types.default.shape({
		enter: import_prop_types.default.string,
		enterDone: import_prop_types.default.string,
		enterActive: import_prop_types.default.string,
		exit: import_prop_types.default.string,
		exitDone: import_prop_types.default.string,
		exitActive: import_prop_types.default.string
	})
]);
// ../../node_modules/react-transition-group/esm/TransitionGroupContext.js
var TransitionGroupContext_default = import_react.createContext(null);
// ../../node_modules/react-transition-group/esm/utils/reflow.js
var forceReflow = function forceReflow(node) {
	return node.scrollTop;
};
// ../../node_modules/react-transition-group/esm/Transition.js
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom());
var UNMOUNTED = "unmounted";
var EXITED = "exited";
var ENTERING = "entering";
var ENTERED = "entered";
var EXITING = "exiting";
/**
* The Transition component lets you describe a transition from one component
* state to another _over time_ with a simple declarative API. Most commonly
* it's used to animate the mounting and unmounting of a component, but can also
* be used to describe in-place transition states as well.
*
* ---
*
* **Note**: `Transition` is a platform-agnostic base component. If you're using
* transitions in CSS, you'll probably want to use
* [`CSSTransition`](https://reactcommunity.org/react-transition-group/css-transition)
* instead. It inherits all the features of `Transition`, but contains
* additional features necessary to play nice with CSS transitions (hence the
* name of the component).
*
* ---
*
* By default the `Transition` component does not alter the behavior of the
* component it renders, it only tracks "enter" and "exit" states for the
* components. It's up to you to give meaning and effect to those states. For
* example we can add styles to a component when it enters or exits:
*
* ```jsx
* import { Transition } from 'react-transition-group';
*
* const duration = 300;
*
* const defaultStyle = {
*   transition: `opacity ${duration}ms ease-in-out`,
*   opacity: 0,
* }
*
* const transitionStyles = {
*   entering: { opacity: 1 },
*   entered:  { opacity: 1 },
*   exiting:  { opacity: 0 },
*   exited:  { opacity: 0 },
* };
*
* const Fade = ({ in: inProp }) => (
*   <Transition in={inProp} timeout={duration}>
*     {state => (
*       <div style={{
*         ...defaultStyle,
*         ...transitionStyles[state]
*       }}>
*         I'm a fade Transition!
*       </div>
*     )}
*   </Transition>
* );
* ```
*
* There are 4 main states a Transition can be in:
*  - `'entering'`
*  - `'entered'`
*  - `'exiting'`
*  - `'exited'`
*
* Transition state is toggled via the `in` prop. When `true` the component
* begins the "Enter" stage. During this stage, the component will shift from
* its current transition state, to `'entering'` for the duration of the
* transition and then to the `'entered'` stage once it's complete. Let's take
* the following example (we'll use the
* [useState](https://reactjs.org/docs/hooks-reference.html#usestate) hook):
*
* ```jsx
* function App() {
*   const [inProp, setInProp] = useState(false);
*   return (
*     <div>
*       <Transition in={inProp} timeout={500}>
*         {state => (
*           // ...
*         )}
*       </Transition>
*       <button onClick={() => setInProp(true)}>
*         Click to Enter
*       </button>
*     </div>
*   );
* }
* ```
*
* When the button is clicked the component will shift to the `'entering'` state
* and stay there for 500ms (the value of `timeout`) before it finally switches
* to `'entered'`.
*
* When `in` is `false` the same thing happens except the state moves from
* `'exiting'` to `'exited'`.
*/
var Transition = /*#__PURE__*/ function(_React$Component) {
	_inheritsLoose(Transition, _React$Component);
	function Transition(props, context) {
		var _this = _React$Component.call(this, props, context) || this;
		var parentGroup = context;
		var appear = parentGroup && !parentGroup.isMounting ? props.enter : props.appear;
		var initialStatus;
		_this.appearStatus = null;
		if (props.in) {
			if (appear) {
				initialStatus = EXITED;
				_this.appearStatus = ENTERING;
			} else initialStatus = ENTERED;
		} else if (props.unmountOnExit || props.mountOnEnter) initialStatus = UNMOUNTED;
		else initialStatus = EXITED;
		_this.state = { status: initialStatus };
		_this.nextCallback = null;
		return _this;
	}
	Transition.getDerivedStateFromProps = function getDerivedStateFromProps(_ref, prevState) {
		if (_ref.in && prevState.status === "unmounted") return { status: EXITED };
		return null;
	};
	var _proto = Transition.prototype;
	_proto.componentDidMount = function componentDidMount() {
		this.updateStatus(true, this.appearStatus);
	};
	_proto.componentDidUpdate = function componentDidUpdate(prevProps) {
		var nextStatus = null;
		if (prevProps !== this.props) {
			var status = this.state.status;
			if (this.props.in) {
				if (status !== "entering" && status !== "entered") nextStatus = ENTERING;
			} else if (status === "entering" || status === "entered") nextStatus = EXITING;
		}
		this.updateStatus(false, nextStatus);
	};
	_proto.componentWillUnmount = function componentWillUnmount() {
		this.cancelNextCallback();
	};
	_proto.getTimeouts = function getTimeouts() {
		var timeout = this.props.timeout;
		var exit = enter = appear = timeout, enter, appear;
		if (timeout != null && typeof timeout !== "number") {
			exit = timeout.exit;
			enter = timeout.enter;
			appear = timeout.appear !== void 0 ? timeout.appear : enter;
		}
		return {
			exit,
			enter,
			appear
		};
	};
	_proto.updateStatus = function updateStatus(mounting, nextStatus) {
		if (mounting === void 0) mounting = false;
		if (nextStatus !== null) {
			this.cancelNextCallback();
			if (nextStatus === "entering") {
				if (this.props.unmountOnExit || this.props.mountOnEnter) {
					var node = this.props.nodeRef ? this.props.nodeRef.current : import_react_dom.default.findDOMNode(this);
					if (node) forceReflow(node);
				}
				this.performEnter(mounting);
			} else this.performExit();
		} else if (this.props.unmountOnExit && this.state.status === "exited") this.setState({ status: UNMOUNTED });
	};
	_proto.performEnter = function performEnter(mounting) {
		var _this2 = this;
		var enter = this.props.enter;
		var appearing = this.context ? this.context.isMounting : mounting;
		var _ref2 = this.props.nodeRef ? [appearing] : [import_react_dom.default.findDOMNode(this), appearing], maybeNode = _ref2[0], maybeAppearing = _ref2[1];
		var timeouts = this.getTimeouts();
		var enterTimeout = appearing ? timeouts.appear : timeouts.enter;
		if (!mounting && !enter || config_default.disabled) {
			this.safeSetState({ status: ENTERED }, function() {
				_this2.props.onEntered(maybeNode);
			});
			return;
		}
		this.props.onEnter(maybeNode, maybeAppearing);
		this.safeSetState({ status: ENTERING }, function() {
			_this2.props.onEntering(maybeNode, maybeAppearing);
			_this2.onTransitionEnd(enterTimeout, function() {
				_this2.safeSetState({ status: ENTERED }, function() {
					_this2.props.onEntered(maybeNode, maybeAppearing);
				});
			});
		});
	};
	_proto.performExit = function performExit() {
		var _this3 = this;
		var exit = this.props.exit;
		var timeouts = this.getTimeouts();
		var maybeNode = this.props.nodeRef ? void 0 : import_react_dom.default.findDOMNode(this);
		if (!exit || config_default.disabled) {
			this.safeSetState({ status: EXITED }, function() {
				_this3.props.onExited(maybeNode);
			});
			return;
		}
		this.props.onExit(maybeNode);
		this.safeSetState({ status: EXITING }, function() {
			_this3.props.onExiting(maybeNode);
			_this3.onTransitionEnd(timeouts.exit, function() {
				_this3.safeSetState({ status: EXITED }, function() {
					_this3.props.onExited(maybeNode);
				});
			});
		});
	};
	_proto.cancelNextCallback = function cancelNextCallback() {
		if (this.nextCallback !== null) {
			this.nextCallback.cancel();
			this.nextCallback = null;
		}
	};
	_proto.safeSetState = function safeSetState(nextState, callback) {
		callback = this.setNextCallback(callback);
		this.setState(nextState, callback);
	};
	_proto.setNextCallback = function setNextCallback(callback) {
		var _this4 = this;
		var active = true;
		this.nextCallback = function(event) {
			if (active) {
				active = false;
				_this4.nextCallback = null;
				callback(event);
			}
		};
		this.nextCallback.cancel = function() {
			active = false;
		};
		return this.nextCallback;
	};
	_proto.onTransitionEnd = function onTransitionEnd(timeout, handler) {
		this.setNextCallback(handler);
		var node = this.props.nodeRef ? this.props.nodeRef.current : import_react_dom.default.findDOMNode(this);
		var doesNotHaveTimeoutOrListener = timeout == null && !this.props.addEndListener;
		if (!node || doesNotHaveTimeoutOrListener) {
			setTimeout(this.nextCallback, 0);
			return;
		}
		if (this.props.addEndListener) {
			var _ref3 = this.props.nodeRef ? [this.nextCallback] : [node, this.nextCallback], maybeNode = _ref3[0], maybeNextCallback = _ref3[1];
			this.props.addEndListener(maybeNode, maybeNextCallback);
		}
		if (timeout != null) setTimeout(this.nextCallback, timeout);
	};
	_proto.render = function render() {
		var status = this.state.status;
		if (status === "unmounted") return null;
		var _this$props = this.props, children = _this$props.children;
		_this$props.in;
		_this$props.mountOnEnter;
		_this$props.unmountOnExit;
		_this$props.appear;
		_this$props.enter;
		_this$props.exit;
		_this$props.timeout;
		_this$props.addEndListener;
		_this$props.onEnter;
		_this$props.onEntering;
		_this$props.onEntered;
		_this$props.onExit;
		_this$props.onExiting;
		_this$props.onExited;
		_this$props.nodeRef;
		var childProps = _objectWithoutPropertiesLoose(_this$props, [
			"children",
			"in",
			"mountOnEnter",
			"unmountOnExit",
			"appear",
			"enter",
			"exit",
			"timeout",
			"addEndListener",
			"onEnter",
			"onEntering",
			"onEntered",
			"onExit",
			"onExiting",
			"onExited",
			"nodeRef"
		]);
		return /*#__PURE__*/ import_react.createElement(TransitionGroupContext_default.Provider, { value: null }, typeof children === "function" ? children(status, childProps) : import_react.cloneElement(import_react.Children.only(children), childProps));
	};
	return Transition;
}(import_react.Component);
Transition.contextType = TransitionGroupContext_default;
Transition.propTypes = process.env.NODE_ENV !== "production" ? {
	/**
	* A React reference to DOM element that need to transition:
	* https://stackoverflow.com/a/51127130/4671932
	*
	*   - When `nodeRef` prop is used, `node` is not passed to callback functions
	*      (e.g. `onEnter`) because user already has direct access to the node.
	*   - When changing `key` prop of `Transition` in a `TransitionGroup` a new
	*     `nodeRef` need to be provided to `Transition` with changed `key` prop
	*     (see
	*     [test/CSSTransition-test.js](https://github.com/reactjs/react-transition-group/blob/13435f897b3ab71f6e19d724f145596f5910581c/test/CSSTransition-test.js#L362-L437)).
	*/
	nodeRef: import_prop_types.default.shape({ current: typeof Element === "undefined" ? import_prop_types.default.any : function(propValue, key, componentName, location, propFullName, secret) {
		var value = propValue[key];
		return import_prop_types.default.instanceOf(value && "ownerDocument" in value ? value.ownerDocument.defaultView.Element : Element)(propValue, key, componentName, location, propFullName, secret);
	} }),
	/**
	* A `function` child can be used instead of a React element. This function is
	* called with the current transition status (`'entering'`, `'entered'`,
	* `'exiting'`, `'exited'`), which can be used to apply context
	* specific props to a component.
	*
	* ```jsx
	* <Transition in={this.state.in} timeout={150}>
	*   {state => (
	*     <MyComponent className={`fade fade-${state}`} />
	*   )}
	* </Transition>
	* ```
	*/
	children: import_prop_types.default.oneOfType([import_prop_types.default.func.isRequired, import_prop_types.default.element.isRequired]).isRequired,
	/**
	* Show the component; triggers the enter or exit states
	*/
	in: import_prop_types.default.bool,
	/**
	* By default the child component is mounted immediately along with
	* the parent `Transition` component. If you want to "lazy mount" the component on the
	* first `in={true}` you can set `mountOnEnter`. After the first enter transition the component will stay
	* mounted, even on "exited", unless you also specify `unmountOnExit`.
	*/
	mountOnEnter: import_prop_types.default.bool,
	/**
	* By default the child component stays mounted after it reaches the `'exited'` state.
	* Set `unmountOnExit` if you'd prefer to unmount the component after it finishes exiting.
	*/
	unmountOnExit: import_prop_types.default.bool,
	/**
	* By default the child component does not perform the enter transition when
	* it first mounts, regardless of the value of `in`. If you want this
	* behavior, set both `appear` and `in` to `true`.
	*
	* > **Note**: there are no special appear states like `appearing`/`appeared`, this prop
	* > only adds an additional enter transition. However, in the
	* > `<CSSTransition>` component that first enter transition does result in
	* > additional `.appear-*` classes, that way you can choose to style it
	* > differently.
	*/
	appear: import_prop_types.default.bool,
	/**
	* Enable or disable enter transitions.
	*/
	enter: import_prop_types.default.bool,
	/**
	* Enable or disable exit transitions.
	*/
	exit: import_prop_types.default.bool,
	/**
	* The duration of the transition, in milliseconds.
	* Required unless `addEndListener` is provided.
	*
	* You may specify a single timeout for all transitions:
	*
	* ```jsx
	* timeout={500}
	* ```
	*
	* or individually:
	*
	* ```jsx
	* timeout={{
	*  appear: 500,
	*  enter: 300,
	*  exit: 500,
	* }}
	* ```
	*
	* - `appear` defaults to the value of `enter`
	* - `enter` defaults to `0`
	* - `exit` defaults to `0`
	*
	* @type {number | { enter?: number, exit?: number, appear?: number }}
	*/
	timeout: function timeout(props) {
		var pt = timeoutsShape;
		if (!props.addEndListener) pt = pt.isRequired;
		for (var _len = arguments.length, args = new Array(_len > 1 ? _len - 1 : 0), _key = 1; _key < _len; _key++) args[_key - 1] = arguments[_key];
		return pt.apply(void 0, [props].concat(args));
	},
	/**
	* Add a custom transition end trigger. Called with the transitioning
	* DOM node and a `done` callback. Allows for more fine grained transition end
	* logic. Timeouts are still used as a fallback if provided.
	*
	* **Note**: when `nodeRef` prop is passed, `node` is not passed.
	*
	* ```jsx
	* addEndListener={(node, done) => {
	*   // use the css transitionend event to mark the finish of a transition
	*   node.addEventListener('transitionend', done, false);
	* }}
	* ```
	*/
	addEndListener: import_prop_types.default.func,
	/**
	* Callback fired before the "entering" status is applied. An extra parameter
	* `isAppearing` is supplied to indicate if the enter stage is occurring on the initial mount
	*
	* **Note**: when `nodeRef` prop is passed, `node` is not passed.
	*
	* @type Function(node: HtmlElement, isAppearing: bool) -> void
	*/
	onEnter: import_prop_types.default.func,
	/**
	* Callback fired after the "entering" status is applied. An extra parameter
	* `isAppearing` is supplied to indicate if the enter stage is occurring on the initial mount
	*
	* **Note**: when `nodeRef` prop is passed, `node` is not passed.
	*
	* @type Function(node: HtmlElement, isAppearing: bool)
	*/
	onEntering: import_prop_types.default.func,
	/**
	* Callback fired after the "entered" status is applied. An extra parameter
	* `isAppearing` is supplied to indicate if the enter stage is occurring on the initial mount
	*
	* **Note**: when `nodeRef` prop is passed, `node` is not passed.
	*
	* @type Function(node: HtmlElement, isAppearing: bool) -> void
	*/
	onEntered: import_prop_types.default.func,
	/**
	* Callback fired before the "exiting" status is applied.
	*
	* **Note**: when `nodeRef` prop is passed, `node` is not passed.
	*
	* @type Function(node: HtmlElement) -> void
	*/
	onExit: import_prop_types.default.func,
	/**
	* Callback fired after the "exiting" status is applied.
	*
	* **Note**: when `nodeRef` prop is passed, `node` is not passed.
	*
	* @type Function(node: HtmlElement) -> void
	*/
	onExiting: import_prop_types.default.func,
	/**
	* Callback fired after the "exited" status is applied.
	*
	* **Note**: when `nodeRef` prop is passed, `node` is not passed
	*
	* @type Function(node: HtmlElement) -> void
	*/
	onExited: import_prop_types.default.func
} : {};
function noop() {}
Transition.defaultProps = {
	in: false,
	mountOnEnter: false,
	unmountOnExit: false,
	appear: false,
	enter: true,
	exit: true,
	onEnter: noop,
	onEntering: noop,
	onEntered: noop,
	onExit: noop,
	onExiting: noop,
	onExited: noop
};
Transition.UNMOUNTED = UNMOUNTED;
Transition.EXITED = EXITED;
Transition.ENTERING = ENTERING;
Transition.ENTERED = ENTERED;
Transition.EXITING = EXITING;
// ../../node_modules/@babel/runtime/helpers/esm/assertThisInitialized.js
function _assertThisInitialized(e) {
	if (void 0 === e) throw new ReferenceError("this hasn't been initialised - super() hasn't been called");
	return e;
}
// ../../node_modules/react-transition-group/esm/utils/ChildMapping.js
/**
* Given `this.props.children`, return an object mapping key to child.
*
* @param {*} children `this.props.children`
* @return {object} Mapping of key to child
*/
function getChildMapping(children, mapFn) {
	var mapper = function mapper(child) {
		return mapFn && (0, import_react.isValidElement)(child) ? mapFn(child) : child;
	};
	var result = Object.create(null);
	if (children) import_react.Children.map(children, function(c) {
		return c;
	}).forEach(function(child) {
		result[child.key] = mapper(child);
	});
	return result;
}
/**
* When you're adding or removing children some may be added or removed in the
* same render pass. We want to show *both* since we want to simultaneously
* animate elements in and out. This function takes a previous set of keys
* and a new set of keys and merges them with its best guess of the correct
* ordering. In the future we may expose some of the utilities in
* ReactMultiChild to make this easy, but for now React itself does not
* directly have this concept of the union of prevChildren and nextChildren
* so we implement it here.
*
* @param {object} prev prev children as returned from
* `ReactTransitionChildMapping.getChildMapping()`.
* @param {object} next next children as returned from
* `ReactTransitionChildMapping.getChildMapping()`.
* @return {object} a key set that contains all keys in `prev` and all keys
* in `next` in a reasonable order.
*/
function mergeChildMappings(prev, next) {
	prev = prev || {};
	next = next || {};
	function getValueForKey(key) {
		return key in next ? next[key] : prev[key];
	}
	var nextKeysPending = Object.create(null);
	var pendingKeys = [];
	for (var prevKey in prev) if (prevKey in next) {
		if (pendingKeys.length) {
			nextKeysPending[prevKey] = pendingKeys;
			pendingKeys = [];
		}
	} else pendingKeys.push(prevKey);
	var i;
	var childMapping = {};
	for (var nextKey in next) {
		if (nextKeysPending[nextKey]) for (i = 0; i < nextKeysPending[nextKey].length; i++) {
			var pendingNextKey = nextKeysPending[nextKey][i];
			childMapping[nextKeysPending[nextKey][i]] = getValueForKey(pendingNextKey);
		}
		childMapping[nextKey] = getValueForKey(nextKey);
	}
	for (i = 0; i < pendingKeys.length; i++) childMapping[pendingKeys[i]] = getValueForKey(pendingKeys[i]);
	return childMapping;
}
function getProp(child, prop, props) {
	return props[prop] != null ? props[prop] : child.props[prop];
}
function getInitialChildMapping(props, onExited) {
	return getChildMapping(props.children, function(child) {
		return (0, import_react.cloneElement)(child, {
			onExited: onExited.bind(null, child),
			in: true,
			appear: getProp(child, "appear", props),
			enter: getProp(child, "enter", props),
			exit: getProp(child, "exit", props)
		});
	});
}
function getNextChildMapping(nextProps, prevChildMapping, onExited) {
	var nextChildMapping = getChildMapping(nextProps.children);
	var children = mergeChildMappings(prevChildMapping, nextChildMapping);
	Object.keys(children).forEach(function(key) {
		var child = children[key];
		if (!(0, import_react.isValidElement)(child)) return;
		var hasPrev = key in prevChildMapping;
		var hasNext = key in nextChildMapping;
		var prevChild = prevChildMapping[key];
		var isLeaving = (0, import_react.isValidElement)(prevChild) && !prevChild.props.in;
		if (hasNext && (!hasPrev || isLeaving)) children[key] = (0, import_react.cloneElement)(child, {
			onExited: onExited.bind(null, child),
			in: true,
			exit: getProp(child, "exit", nextProps),
			enter: getProp(child, "enter", nextProps)
		});
		else if (!hasNext && hasPrev && !isLeaving) children[key] = (0, import_react.cloneElement)(child, { in: false });
		else if (hasNext && hasPrev && (0, import_react.isValidElement)(prevChild)) children[key] = (0, import_react.cloneElement)(child, {
			onExited: onExited.bind(null, child),
			in: prevChild.props.in,
			exit: getProp(child, "exit", nextProps),
			enter: getProp(child, "enter", nextProps)
		});
	});
	return children;
}
// ../../node_modules/react-transition-group/esm/TransitionGroup.js
var values = Object.values || function(obj) {
	return Object.keys(obj).map(function(k) {
		return obj[k];
	});
};
var defaultProps$1 = {
	component: "div",
	childFactory: function childFactory(child) {
		return child;
	}
};
/**
* The `<TransitionGroup>` component manages a set of transition components
* (`<Transition>` and `<CSSTransition>`) in a list. Like with the transition
* components, `<TransitionGroup>` is a state machine for managing the mounting
* and unmounting of components over time.
*
* Consider the example below. As items are removed or added to the TodoList the
* `in` prop is toggled automatically by the `<TransitionGroup>`.
*
* Note that `<TransitionGroup>`  does not define any animation behavior!
* Exactly _how_ a list item animates is up to the individual transition
* component. This means you can mix and match animations across different list
* items.
*/
var TransitionGroup = /*#__PURE__*/ function(_React$Component) {
	_inheritsLoose(TransitionGroup, _React$Component);
	function TransitionGroup(props, context) {
		var _this = _React$Component.call(this, props, context) || this;
		_this.state = {
			contextValue: { isMounting: true },
			handleExited: _this.handleExited.bind(_assertThisInitialized(_this)),
			firstRender: true
		};
		return _this;
	}
	var _proto = TransitionGroup.prototype;
	_proto.componentDidMount = function componentDidMount() {
		this.mounted = true;
		this.setState({ contextValue: { isMounting: false } });
	};
	_proto.componentWillUnmount = function componentWillUnmount() {
		this.mounted = false;
	};
	TransitionGroup.getDerivedStateFromProps = function getDerivedStateFromProps(nextProps, _ref) {
		var prevChildMapping = _ref.children, handleExited = _ref.handleExited;
		return {
			children: _ref.firstRender ? getInitialChildMapping(nextProps, handleExited) : getNextChildMapping(nextProps, prevChildMapping, handleExited),
			firstRender: false
		};
	};
	_proto.handleExited = function handleExited(child, node) {
		var currentChildMapping = getChildMapping(this.props.children);
		if (child.key in currentChildMapping) return;
		if (child.props.onExited) child.props.onExited(node);
		if (this.mounted) this.setState(function(state) {
			var children = _extends({}, state.children);
			delete children[child.key];
			return { children };
		});
	};
	_proto.render = function render() {
		var _this$props = this.props, Component = _this$props.component, childFactory = _this$props.childFactory, props = _objectWithoutPropertiesLoose(_this$props, ["component", "childFactory"]);
		var contextValue = this.state.contextValue;
		var children = values(this.state.children).map(childFactory);
		delete props.appear;
		delete props.enter;
		delete props.exit;
		if (Component === null) return /*#__PURE__*/ import_react.createElement(TransitionGroupContext_default.Provider, { value: contextValue }, children);
		return /*#__PURE__*/ import_react.createElement(TransitionGroupContext_default.Provider, { value: contextValue }, /*#__PURE__*/ import_react.createElement(Component, props, children));
	};
	return TransitionGroup;
}(import_react.Component);
TransitionGroup.propTypes = process.env.NODE_ENV !== "production" ? {
	/**
	* `<TransitionGroup>` renders a `<div>` by default. You can change this
	* behavior by providing a `component` prop.
	* If you use React v16+ and would like to avoid a wrapping `<div>` element
	* you can pass in `component={null}`. This is useful if the wrapping div
	* borks your css styles.
	*/
	component: import_prop_types.default.any,
	/**
	* A set of `<Transition>` components, that are toggled `in` and out as they
	* leave. the `<TransitionGroup>` will inject specific transition props, so
	* remember to spread them through if you are wrapping the `<Transition>` as
	* with our `<Fade>` example.
	*
	* While this component is meant for multiple `Transition` or `CSSTransition`
	* children, sometimes you may want to have a single transition child with
	* content that you want to be transitioned out and in when you change it
	* (e.g. routes, images etc.) In that case you can change the `key` prop of
	* the transition child as you change its content, this will cause
	* `TransitionGroup` to transition the child out and back in.
	*/
	children: import_prop_types.default.node,
	/**
	* A convenience prop that enables or disables appear animations
	* for all children. Note that specifying this will override any defaults set
	* on individual children Transitions.
	*/
	appear: import_prop_types.default.bool,
	/**
	* A convenience prop that enables or disables enter animations
	* for all children. Note that specifying this will override any defaults set
	* on individual children Transitions.
	*/
	enter: import_prop_types.default.bool,
	/**
	* A convenience prop that enables or disables exit animations
	* for all children. Note that specifying this will override any defaults set
	* on individual children Transitions.
	*/
	exit: import_prop_types.default.bool,
	/**
	* You may need to apply reactive updates to a child as it is exiting.
	* This is generally done by using `cloneElement` however in the case of an exiting
	* child the element has already been removed and not accessible to the consumer.
	*
	* If you do need to update a child as it leaves you can provide a `childFactory`
	* to wrap every child, even the ones that are leaving.
	*
	* @type Function(child: ReactElement) -> ReactElement
	*/
	childFactory: import_prop_types.default.func
} : {};
TransitionGroup.defaultProps = defaultProps$1;
// ../../node_modules/@mantine/notifications/esm/Notifications.mjs
var Transition$1 = Transition;
/** Vertical gap between notifications of an expanded stack, in px */
var STACK_EXPANDED_GAP = 16;
/** Offset step used for a notification that has not been measured yet, in px */
var FALLBACK_NOTIFICATION_HEIGHT = 80;
var defaultProps = {
	position: "bottom-right",
	autoClose: 4e3,
	transitionDuration: 250,
	allowDragDismiss: true,
	allowScrollDismiss: true,
	containerWidth: 440,
	notificationMaxHeight: 200,
	limit: 5,
	zIndex: getDefaultZIndex("overlay"),
	store: notificationsStore,
	withinPortal: true,
	pauseResetOnHover: "all",
	layout: "default",
	withAutoCloseProgress: false
};
var varsResolver = createVarsResolver((_, { zIndex, containerWidth }) => ({ root: {
	"--notifications-z-index": zIndex?.toString(),
	"--notifications-container-width": rem(containerWidth)
} }));
var Notifications = factory((_props) => {
	const props = useProps("Notifications", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, attributes, position, autoClose, transitionDuration, allowDragDismiss, allowScrollDismiss, containerWidth, notificationMaxHeight, limit, zIndex, store, portalProps, withinPortal, pauseResetOnHover, renderNotification, layout, withAutoCloseProgress, ...others } = props;
	const theme = useMantineTheme();
	const data = useNotifications(store);
	const forceUpdate = useForceUpdate();
	const shouldReduceMotion = useReducedMotion();
	const refs = (0, import_react.useRef)({});
	const previousLength = (0, import_react.useRef)(0);
	const [hoveredCounts, setHoveredCounts] = (0, import_react.useState)({});
	const [expandedPositions, setExpandedPositions] = (0, import_react.useState)({});
	const [hoveredGroups, setHoveredGroups] = (0, import_react.useState)({});
	const [pinnedPosition, setPinnedPosition] = (0, import_react.useState)(null);
	const collapseTimeouts = (0, import_react.useRef)({});
	const hoveredCount = Object.values(hoveredCounts).reduce((acc, count) => acc + (count ?? 0), 0) + Object.values(hoveredGroups).filter(Boolean).length;
	const handleHoverStart = (0, import_react.useCallback)((pos) => setHoveredCounts((current) => ({
		...current,
		[pos]: (current[pos] ?? 0) + 1
	})), []);
	const handleHoverEnd = (0, import_react.useCallback)((pos) => setHoveredCounts((current) => ({
		...current,
		[pos]: Math.max(0, (current[pos] ?? 0) - 1)
	})), []);
	const getGroupHoverProps = (0, import_react.useCallback)((pos) => layout === "stacked" ? {
		onMouseEnter: () => setHoveredGroups((current) => ({
			...current,
			[pos]: true
		})),
		onMouseLeave: () => setHoveredGroups((current) => ({
			...current,
			[pos]: false
		}))
	} : {}, [layout]);
	const handleExpandRequest = (0, import_react.useCallback)((pos) => setPinnedPosition(pos), []);
	(0, import_react.useEffect)(() => {
		if (layout !== "stacked") return;
		const timeouts = collapseTimeouts.current;
		positions.forEach((pos) => {
			if ((hoveredCounts[pos] ?? 0) > 0 || hoveredGroups[pos] || pinnedPosition === pos) {
				window.clearTimeout(timeouts[pos]);
				setExpandedPositions((current) => current[pos] ? current : {
					...current,
					[pos]: true
				});
			} else timeouts[pos] = window.setTimeout(() => {
				setExpandedPositions((current) => current[pos] ? {
					...current,
					[pos]: false
				} : current);
			}, 200);
		});
		return () => positions.forEach((pos) => window.clearTimeout(timeouts[pos]));
	}, [
		hoveredCounts,
		hoveredGroups,
		pinnedPosition,
		layout
	]);
	(0, import_react.useEffect)(() => {
		if (!pinnedPosition) return;
		const handlePointerDown = (event) => {
			const target = event.target;
			if (!(target !== null && Object.values(refs.current).some((element) => element?.contains(target)))) setPinnedPosition(null);
		};
		document.addEventListener("pointerdown", handlePointerDown);
		return () => document.removeEventListener("pointerdown", handlePointerDown);
	}, [pinnedPosition]);
	const grouped = getGroupedNotifications(data.notifications, position);
	const pinnedCount = pinnedPosition ? grouped[pinnedPosition].length : 0;
	(0, import_react.useEffect)(() => {
		if (layout !== "stacked" || pinnedPosition !== null && pinnedCount === 0) setPinnedPosition(null);
	}, [
		pinnedCount,
		pinnedPosition,
		layout
	]);
	(0, import_react.useEffect)(() => {
		if (layout !== "stacked") setHoveredGroups((current) => Object.values(current).some(Boolean) ? {} : current);
	}, [layout]);
	const resizeObserver = (0, import_react.useRef)(null);
	const measuredHeights = (0, import_react.useRef)({});
	const observedIds = (0, import_react.useRef)(/* @__PURE__ */ new WeakMap());
	const measureNotification = (0, import_react.useCallback)((id, element) => {
		const height = element.offsetHeight;
		if (measuredHeights.current[id] === height) return false;
		measuredHeights.current[id] = height;
		return true;
	}, []);
	(0, import_react.useEffect)(() => {
		if (layout !== "stacked" || typeof ResizeObserver === "undefined") return;
		const observer = new ResizeObserver((entries) => {
			let changed = false;
			entries.forEach((entry) => {
				const id = observedIds.current.get(entry.target);
				if (id && measureNotification(id, entry.target)) changed = true;
			});
			if (changed) forceUpdate();
		});
		resizeObserver.current = observer;
		Object.values(refs.current).forEach((element) => element && observer.observe(element));
		return () => {
			observer.disconnect();
			resizeObserver.current = null;
		};
	}, [
		layout,
		forceUpdate,
		measureNotification
	]);
	const refCallbacks = (0, import_react.useRef)({});
	const getNotificationRef = (0, import_react.useCallback)((id) => {
		if (!refCallbacks.current[id]) refCallbacks.current[id] = (node) => {
			const previous = refs.current[id];
			if (previous && previous !== node) {
				resizeObserver.current?.unobserve(previous);
				observedIds.current.delete(previous);
			}
			if (node) {
				refs.current[id] = node;
				observedIds.current.set(node, id);
				measureNotification(id, node);
				resizeObserver.current?.observe(node);
			} else {
				delete refs.current[id];
				delete refCallbacks.current[id];
				delete measuredHeights.current[id];
			}
		};
		return refCallbacks.current[id];
	}, [measureNotification]);
	const duration = (theme.respectReducedMotion ? shouldReduceMotion : false) ? 1 : transitionDuration;
	const getStyles = useStyles({
		name: "Notifications",
		classes: Notifications_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	(0, import_react.useEffect)(() => {
		store?.updateState((current) => ({
			...current,
			limit: limit || 5,
			defaultPosition: position
		}));
	}, [limit, position]);
	useDidUpdate(() => {
		if (data.notifications.length > previousLength.current) setTimeout(() => forceUpdate(), 0);
		previousLength.current = data.notifications.length;
	}, [data.notifications]);
	const groupedComponents = positions.reduce((acc, pos) => {
		const groupLength = grouped[pos].length;
		const expandedOffsets = new Array(groupLength).fill(0);
		const stackExpanded = layout === "stacked" && !!expandedPositions[pos];
		const stackOrder = layout === "stacked" ? [...grouped[pos]].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0) || (b.__sequence ?? 0) - (a.__sequence ?? 0)) : grouped[pos];
		if (stackExpanded && groupLength > 0) {
			const direction = pos.startsWith("top") ? 1 : -1;
			let cumOffset = 0;
			for (let i = 0; i < groupLength; i += 1) {
				expandedOffsets[i] = cumOffset * direction;
				cumOffset += (measuredHeights.current[stackOrder[i].id] || FALLBACK_NOTIFICATION_HEIGHT) + STACK_EXPANDED_GAP;
			}
		}
		acc[pos] = stackOrder.map((item, stackIndex) => {
			const { style: notificationStyle, ...notification } = item;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Transition$1, {
				timeout: duration,
				onEnter: () => refs.current[notification.id].offsetHeight,
				nodeRef: { current: refs.current[notification.id] },
				children: (state) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotificationContainer, {
					ref: getNotificationRef(notification.id),
					data: notification,
					onHide: (id) => hideNotification(id, store),
					autoClose,
					transitionDuration: duration,
					allowDragDismiss,
					allowScrollDismiss,
					paused: (pauseResetOnHover === "all" ? hoveredCount > 0 : false) || layout === "stacked" && !stackExpanded && stackIndex > 0,
					onHoverStart: () => handleHoverStart(pos),
					onHoverEnd: () => handleHoverEnd(pos),
					onExpandRequest: () => handleExpandRequest(pos),
					renderNotification: "renderNotification" in notification ? notification.renderNotification : renderNotification,
					layout,
					withAutoCloseProgress,
					progressProps: getStyles("progress"),
					stackIndex,
					stackSize: groupLength,
					stackPosition: pos,
					stackExpanded,
					stackExpandedOffset: expandedOffsets[stackIndex],
					transitionState: state,
					...getStyles("notification", { style: {
						...getNotificationStateStyles({
							state,
							position: pos,
							transitionDuration: duration,
							maxHeight: notificationMaxHeight
						}),
						...notificationStyle
					} })
				})
			}, notification.id);
		});
		return acc;
	}, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(OptionalPortal, {
		withinPortal,
		...portalProps,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...getStyles("root"),
				"data-position": "top-center",
				"data-layout": layout,
				...others,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransitionGroup, {
					...getGroupHoverProps("top-center"),
					children: groupedComponents["top-center"]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...getStyles("root"),
				"data-position": "top-left",
				"data-layout": layout,
				...others,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransitionGroup, {
					...getGroupHoverProps("top-left"),
					children: groupedComponents["top-left"]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...getStyles("root", { className: ReactRemoveScroll.classNames.fullWidth }),
				"data-position": "top-right",
				"data-layout": layout,
				...others,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransitionGroup, {
					...getGroupHoverProps("top-right"),
					children: groupedComponents["top-right"]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...getStyles("root", { className: ReactRemoveScroll.classNames.fullWidth }),
				"data-position": "bottom-right",
				"data-layout": layout,
				...others,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransitionGroup, {
					...getGroupHoverProps("bottom-right"),
					children: groupedComponents["bottom-right"]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...getStyles("root"),
				"data-position": "bottom-left",
				"data-layout": layout,
				...others,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransitionGroup, {
					...getGroupHoverProps("bottom-left"),
					children: groupedComponents["bottom-left"]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...getStyles("root"),
				"data-position": "bottom-center",
				"data-layout": layout,
				...others,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransitionGroup, {
					...getGroupHoverProps("bottom-center"),
					children: groupedComponents["bottom-center"]
				})
			})
		]
	});
});
Notifications.classes = Notifications_module_default;
Notifications.varsResolver = varsResolver;
Notifications.displayName = "@mantine/notifications/Notifications";
Notifications.show = notifications.show;
Notifications.hide = notifications.hide;
Notifications.update = notifications.update;
Notifications.promise = notifications.promise;
Notifications.clean = notifications.clean;
Notifications.cleanQueue = notifications.cleanQueue;
Notifications.updateState = notifications.updateState;
export { Notifications };
