import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@reayah/contracts';

export const loginResolver = zodResolver(loginSchema);
