import { pictureParams, pictureQuery } from '../api/media.ts';
import { route } from './define.ts';

export const media = {
  picture: route({
    method: 'GET',
    path: '/media/pictures/:id',
    role: 'anyone',
    tags: ['media'],
    description:
      'A profile or clinic picture, public under its random key; `?w=` answers it resized to that width in WebP. Medical files never go through here.',
    params: pictureParams,
    query: pictureQuery,
  }),
} as const;
