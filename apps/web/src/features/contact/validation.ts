import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '@reayah/contracts';

// The contact form's checks, downloaded when a visitor starts on the form (`lazyResolver`).
export const contactResolver = zodResolver(contactSchema);
