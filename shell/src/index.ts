// Async boundary: the Module Federation runtime negotiates the shared singletons (react, antd, the client kit...)
// before any of them is imported, so a remote loaded later finds the same copies.
import('./bootstrap');
