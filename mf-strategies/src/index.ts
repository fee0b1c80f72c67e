// Async boundary: shared modules (react, antd, the client kit...) are negotiated before any of them is imported.
import('./bootstrap');
