import { useCallback, useEffect, useRef, useState } from 'react';
import { PublicApiError } from '../lib/public-fetch';
import { type PreparedPhoto, preparePhoto } from './downscale-image';
import { findPhotoProblem, type PhotoProblem, photoProblemOfStatus } from './photo-problem';

/** A photo the visitor chose to send with a form: its preview, and its file key once uploaded. */
export interface ChosenPhoto {
  id: string;
  previewUrl: string;
  /** Null while it uploads. */
  fileKey: string | null;
}

/** What the visitor is told about the last photo they chose; an upload failure they can only retry. */
export type PhotoTrouble = PhotoProblem | 'uploadFailed';

export interface PhotoPickerOptions {
  /** Uploads a prepared photo to the photo folder and answers its file key. */
  upload: (photo: Blob) => Promise<string>;
  /** The most photos the form takes. */
  limit: number;
  prepare?: (file: File) => Promise<PreparedPhoto>;
}

export type PhotoPicker = ReturnType<typeof usePhotoPicker>;

/**
 * Photos chosen for a form, each uploaded at once the way the chat's are (downscaled on the device, then the
 * upload path of spec section 7), so the form sends only their file keys. A removed photo is simply not sent:
 * its upload is deleted with every other unattached one after a day.
 */
export function usePhotoPicker({ upload, limit, prepare = preparePhoto }: PhotoPickerOptions) {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [trouble, setTrouble] = useState<PhotoTrouble | null>(null);
  const [isPreparing, setIsPreparing] = useState(false);
  const nextId = useRef(0);
  /** Each photo's preview URL by id, given back to the browser when the photo goes or the form does. */
  const previewUrls = useRef(new Map<string, string>());

  useEffect(() => {
    const urls = previewUrls.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const drop = useCallback((id: string) => {
    const url = previewUrls.current.get(id);
    if (url) URL.revokeObjectURL(url);
    previewUrls.current.delete(id);
    setPhotos((list) => list.filter((item) => item.id !== id));
  }, []);

  const choose = useCallback(
    async (file: File) => {
      setTrouble(null);
      // A file that says it is no image is refused before anything is shown or prepared (one with no type may
      // still decode, so it goes on).
      if (file.type !== '' && !file.type.startsWith('image/')) {
        setTrouble('wrongType');
        return;
      }
      // The photo shows at once from the file chosen: downscaling a large one takes seconds on a slow phone.
      nextId.current += 1;
      const id = String(nextId.current);
      const previewUrl = URL.createObjectURL(file);
      previewUrls.current.set(id, previewUrl);
      setPhotos((list) => [...list, { id, previewUrl, fileKey: null }]);
      setIsPreparing(true);
      let prepared: PreparedPhoto;
      try {
        prepared = await prepare(file);
      } catch {
        prepared = { upload: file, thumbnail: null };
      } finally {
        setIsPreparing(false);
      }
      const problem = findPhotoProblem(prepared.upload);
      if (problem) {
        drop(id);
        setTrouble(problem);
        return;
      }
      try {
        const fileKey = await upload(prepared.upload);
        setPhotos((list) => list.map((item) => (item.id === id ? { ...item, fileKey } : item)));
      } catch (error) {
        drop(id);
        const refused = error instanceof PublicApiError ? photoProblemOfStatus(error.status) : null;
        setTrouble(refused ?? 'uploadFailed');
      }
    },
    [prepare, upload, drop],
  );

  const remove = useCallback(
    (id: string) => {
      drop(id);
      setTrouble(null);
    },
    [drop],
  );

  const fileKeys = photos.flatMap((photo) => (photo.fileKey ? [photo.fileKey] : []));
  return {
    photos,
    trouble,
    isPreparing,
    /** True while a photo is being prepared or uploaded: the form waits for its file key. */
    isBusy: isPreparing || fileKeys.length < photos.length,
    canAddMore: photos.length < limit,
    fileKeys,
    choose,
    remove,
  };
}
