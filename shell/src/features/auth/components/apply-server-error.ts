import type { FormInstance } from 'antd';
import { errorMessage, isApiError } from '@navia/client-kit';

/**
 * Put a server error where the person will look: on the field it names (the error body's `field`), else in the
 * alert above the form. Returns the alert text, or null when the error went to a field.
 */
export function applyServerError(form: FormInstance, fields: readonly string[], error: unknown): string | null {
  const message = errorMessage(error);
  const field = isApiError(error) ? error.body?.field : undefined;
  if (field && fields.includes(field)) {
    form.setFields([{ name: field, errors: [message] }]);
    return null;
  }
  return message;
}
