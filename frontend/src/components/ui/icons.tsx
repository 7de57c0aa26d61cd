import { outlineIcon as icon } from './outline-icon';

// Decorative: every icon sits next to a visible Spanish label, so they stay aria-hidden.
export const BriefcaseIcon = /* @__PURE__ */ icon('BriefcaseIcon', [
  <path key="a" d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />,
  <rect key="b" width="20" height="14" x="2" y="6" rx="2" />,
]);

export const UserIcon = /* @__PURE__ */ icon('UserIcon', [
  <path key="a" d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" />,
  <circle key="b" cx="12" cy="7" r="4" />,
]);

export const BuildingIcon = /* @__PURE__ */ icon('BuildingIcon', [
  <path key="a" d="M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18Z" />,
  <path key="b" d="M6 12H4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" />,
  <path key="c" d="M18 9h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-2" />,
  <path key="d" d="M10 6h4M10 10h4M10 14h4M10 18h4" />,
]);

export const CloseIcon = /* @__PURE__ */ icon('CloseIcon', [
  <path key="a" d="M18 6 6 18" />,
  <path key="b" d="m6 6 12 12" />,
]);

export const ArrowLeftIcon = /* @__PURE__ */ icon('ArrowLeftIcon', [
  <path key="a" d="m12 19-7-7 7-7" />,
  <path key="b" d="M19 12H5" />,
]);

export const ChevronRightIcon = /* @__PURE__ */ icon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);

export const BookIcon = /* @__PURE__ */ icon('BookIcon', [
  <path key="a" d="M2 3h6a4 4 0 0 1 4 4v14a3 3 0 0 0-3-3H2z" />,
  <path key="b" d="M22 3h-6a4 4 0 0 0-4 4v14a3 3 0 0 1 3-3h7z" />,
]);

export const ChatIcon = /* @__PURE__ */ icon('ChatIcon', <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />);

export const VideoIcon = /* @__PURE__ */ icon('VideoIcon', [
  <path key="a" d="m16 13 5.223 3.482a.5.5 0 0 0 .777-.416V7.87a.5.5 0 0 0-.752-.432L16 10.5" />,
  <rect key="b" x="2" y="6" width="14" height="12" rx="2" />,
]);

export const LogOutIcon = /* @__PURE__ */ icon('LogOutIcon', [
  <path key="a" d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />,
  <path key="b" d="m16 17 5-5-5-5" />,
  <path key="c" d="M21 12H9" />,
]);

export const ShieldCheckIcon = /* @__PURE__ */ icon('ShieldCheckIcon', [
  <path
    key="a"
    d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z"
  />,
  <path key="b" d="m9 12 2 2 4-4" />,
]);

export const MenuIcon = /* @__PURE__ */ icon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);

// A chat's own options: three dots, so it never reads as a second copy of the app's 'Menú'.
export const MoreVerticalIcon = /* @__PURE__ */ icon(
  'MoreVerticalIcon',
  <path d="M12 5h.01M12 12h.01M12 19h.01" strokeWidth="3" />,
);

export const LightbulbIcon = /* @__PURE__ */ icon('LightbulbIcon', [
  <path
    key="a"
    d="M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5"
  />,
  <path key="b" d="M9 18h6M10 22h4" />,
]);

export const RefreshIcon = /* @__PURE__ */ icon('RefreshIcon', [
  <path key="a" d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />,
  <path key="b" d="M21 3v5h-5" />,
  <path key="c" d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />,
  <path key="d" d="M8 16H3v5" />,
]);

export const FileIcon = /* @__PURE__ */ icon('FileIcon', [
  <path key="a" d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z" />,
  <path key="b" d="M14 2v4a2 2 0 0 0 2 2h4" />,
  <path key="c" d="M16 13H8M16 17H8M10 9H8" />,
]);

export const ExternalLinkIcon = /* @__PURE__ */ icon('ExternalLinkIcon', [
  <path key="a" d="M15 3h6v6" />,
  <path key="b" d="M10 14 21 3" />,
  <path key="c" d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />,
]);

export const UserCheckIcon = /* @__PURE__ */ icon('UserCheckIcon', [
  <path key="a" d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />,
  <circle key="b" cx="9" cy="7" r="4" />,
  <path key="c" d="m16 11 2 2 4-4" />,
]);

export const ClipboardCheckIcon = /* @__PURE__ */ icon('ClipboardCheckIcon', [
  <rect key="a" width="8" height="4" x="8" y="2" rx="1" ry="1" />,
  <path key="b" d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />,
  <path key="c" d="m9 14 2 2 4-4" />,
]);

export const HammerIcon = /* @__PURE__ */ icon('HammerIcon', [
  <path key="a" d="m15 12-8.373 8.373a1 1 0 1 1-3-3L12 9" />,
  <path key="b" d="m18 15 4-4" />,
  <path
    key="c"
    d="m21.5 11.5-1.914-1.914A2 2 0 0 1 19 8.172V7l-2.26-2.26a6 6 0 0 0-4.202-1.756L9 2.96l.92.82A6.18 6.18 0 0 1 12 8.4V10l2 2h1.172a2 2 0 0 1 1.414.586L18.5 14.5"
  />,
]);

export const MailIcon = /* @__PURE__ */ icon('MailIcon', [
  <rect key="a" width="20" height="16" x="2" y="4" rx="2" />,
  <path key="b" d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />,
]);

export const ClockIcon = /* @__PURE__ */ icon('ClockIcon', [
  <circle key="a" cx="12" cy="12" r="10" />,
  <path key="b" d="M12 6v6l4 2" />,
]);

export const CameraIcon = /* @__PURE__ */ icon('CameraIcon', [
  <path key="a" d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3l-2.5-3z" />,
  <circle key="b" cx="12" cy="13" r="3" />,
]);

export const LockIcon = /* @__PURE__ */ icon('LockIcon', [
  <rect key="a" width="18" height="11" x="3" y="11" rx="2" ry="2" />,
  <path key="b" d="M7 11V7a5 5 0 0 1 10 0v4" />,
]);

export const HomeIcon = /* @__PURE__ */ icon('HomeIcon', [
  <path key="a" d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8" />,
  <path
    key="b"
    d="M3 10a2 2 0 0 1 .709-1.528l7-5.999a2 2 0 0 1 2.582 0l7 5.999A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"
  />,
]);

export const QuoteIcon = /* @__PURE__ */ icon('QuoteIcon', [
  <path
    key="a"
    d="M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z"
  />,
  <path
    key="b"
    d="M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z"
  />,
]);

export const BellIcon = /* @__PURE__ */ icon('BellIcon', [
  <path key="a" d="M10.268 21a2 2 0 0 0 3.464 0" />,
  <path
    key="b"
    d="M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326"
  />,
]);

export const SendIcon = /* @__PURE__ */ icon('SendIcon', [
  <path
    key="a"
    d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z"
  />,
  <path key="b" d="m21.854 2.147-10.94 10.939" />,
]);

export const CheckIcon = /* @__PURE__ */ icon('CheckIcon', <path d="M20 6 9 17l-5-5" />);

export const CheckCheckIcon = /* @__PURE__ */ icon('CheckCheckIcon', [
  <path key="a" d="M18 6 7 17l-5-5" />,
  <path key="b" d="m22 10-7.5 7.5L13 16" />,
]);

export const AlertIcon = /* @__PURE__ */ icon('AlertIcon', [
  <circle key="a" cx="12" cy="12" r="10" />,
  <path key="b" d="M12 8v4M12 16h.01" />,
]);

export const PlayIcon = /* @__PURE__ */ icon(
  'PlayIcon',
  <path d="M6 3.5v17a1 1 0 0 0 1.5.86l14-8.5a1 1 0 0 0 0-1.72l-14-8.5A1 1 0 0 0 6 3.5z" />,
);

export const PauseIcon = /* @__PURE__ */ icon('PauseIcon', [
  <rect key="a" x="14" y="4" width="4" height="16" rx="1" />,
  <rect key="b" x="6" y="4" width="4" height="16" rx="1" />,
]);

export const RewindIcon = /* @__PURE__ */ icon('RewindIcon', [
  <path key="a" d="M3 12a9 9 0 1 0 3-6.7L3 8" />,
  <path key="b" d="M3 3v5h5" />,
]);

export const ForwardIcon = /* @__PURE__ */ icon('ForwardIcon', [
  <path key="a" d="M21 12a9 9 0 1 1-3-6.7L21 8" />,
  <path key="b" d="M21 3v5h-5" />,
]);

export const BookmarkIcon = /* @__PURE__ */ icon(
  'BookmarkIcon',
  <path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16z" />,
);

export const HeartIcon = /* @__PURE__ */ icon(
  'HeartIcon',
  <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />,
);

export const SearchIcon = /* @__PURE__ */ icon('SearchIcon', [
  <circle key="a" cx="11" cy="11" r="8" />,
  <path key="b" d="m21 21-4.3-4.3" />,
]);

export const UploadIcon = /* @__PURE__ */ icon('UploadIcon', [
  <path key="a" d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />,
  <path key="b" d="m17 8-5-5-5 5" />,
  <path key="c" d="M12 3v12" />,
]);

export const DownloadIcon = /* @__PURE__ */ icon('DownloadIcon', [
  <path key="a" d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />,
  <path key="b" d="m7 10 5 5 5-5" />,
  <path key="c" d="M12 15V3" />,
]);

export const StarIcon = /* @__PURE__ */ icon(
  'StarIcon',
  <path d="M11.5 2.3a.55.55 0 0 1 1 0l2.3 4.7a2 2 0 0 0 1.6 1.1l5.2.8a.55.55 0 0 1 .3.9l-3.8 3.7a2 2 0 0 0-.6 1.9l.9 5.2a.55.55 0 0 1-.8.6l-4.6-2.5a2 2 0 0 0-2 0l-4.6 2.5a.55.55 0 0 1-.8-.6l.9-5.2a2 2 0 0 0-.6-1.9L1.9 9.8a.55.55 0 0 1 .3-.9l5.2-.8A2 2 0 0 0 9 7Z" />,
);

export const PaletteIcon = /* @__PURE__ */ icon('PaletteIcon', [
  <circle key="a" cx="13.5" cy="6.5" r="1.5" />,
  <circle key="b" cx="17.5" cy="10.5" r="1.5" />,
  <circle key="c" cx="8.5" cy="7.5" r="1.5" />,
  <circle key="d" cx="6.5" cy="12.5" r="1.5" />,
  <path
    key="e"
    d="M12 2C6.5 2 2 6.5 2 12s4.5 10 10 10c.9 0 1.7-.8 1.7-1.7 0-.4-.2-.8-.4-1.1-.3-.3-.4-.7-.4-1.1a1.6 1.6 0 0 1 1.6-1.7h2c3 0 5.6-2.5 5.6-5.6C22 6 17.5 2 12 2z"
  />,
]);

export const ChefHatIcon = /* @__PURE__ */ icon('ChefHatIcon', [
  <path
    key="a"
    d="M17 21a1 1 0 0 0 1-1v-5.35c0-.46.32-.86.75-1.03a4 4 0 0 0-2.13-7.6 5 5 0 0 0-9.24 0 4 4 0 0 0-2.13 7.6c.43.17.75.57.75 1.03V20a1 1 0 0 0 1 1Z"
  />,
  <path key="b" d="M6 17h12" />,
]);

export const SproutIcon = /* @__PURE__ */ icon('SproutIcon', [
  <path key="a" d="M7 20h10" />,
  <path key="b" d="M10 20c5.5-2.5.8-6.4 3-10" />,
  <path key="c" d="M9.5 9.4c1.1.8 1.8 2.2 2.3 3.7-2 .4-3.5.4-4.8-.3-1.2-.6-2.3-1.9-3-4.2 2.8-.5 4.4 0 5.5.8z" />,
  <path key="d" d="M14.1 6a7 7 0 0 0-1.1 4c1.9-.1 3.3-.6 4.3-1.4 1-1 1.6-2.3 1.7-4.6-2.7.1-4 1-4.9 2z" />,
]);

export const PencilIcon = /* @__PURE__ */ icon('PencilIcon', [
  <path
    key="a"
    d="M21.17 6.81a1 1 0 0 0-3.99-3.99L3.84 16.17a2 2 0 0 0-.5.83l-1.32 4.35a.5.5 0 0 0 .62.62l4.35-1.32a2 2 0 0 0 .83-.5z"
  />,
  <path key="b" d="m15 5 4 4" />,
]);

export const TrashIcon = /* @__PURE__ */ icon('TrashIcon', [
  <path key="a" d="M3 6h18" />,
  <path key="b" d="M19 6v14c0 1-1 2-2 2H7c-1 0-2-1-2-2V6" />,
  <path key="c" d="M8 6V4c0-1 1-2 2-2h4c1 0 2 1 2 2v2" />,
]);

export const CalendarIcon = /* @__PURE__ */ icon('CalendarIcon', [
  <rect key="a" width="18" height="18" x="3" y="4" rx="2" />,
  <path key="b" d="M16 2v4M8 2v4M3 10h18" />,
]);

export const WifiOffIcon = /* @__PURE__ */ icon('WifiOffIcon', [
  <path key="a" d="M12 20h.01" />,
  <path key="b" d="M8.5 16.43a5 5 0 0 1 7 0" />,
  <path key="c" d="M2 8.82a15 15 0 0 1 4.17-2.65" />,
  <path key="d" d="M10.66 5c4.01-.36 8.14.9 11.34 3.76" />,
  <path key="e" d="M16.85 11.25a10 10 0 0 1 2.22 1.68" />,
  <path key="f" d="M5 13a10 10 0 0 1 5.24-2.76" />,
  <path key="g" d="m2 2 20 20" />,
]);
