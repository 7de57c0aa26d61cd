import { useState } from 'react';
import { VIDEO_MSG } from '@conectando/contracts';
import { videoFileProblem } from '../utils/check-video-file';
import { readVideoFile, type VideoFileInfo } from '../utils/read-video-file';

// The chosen video file, checked at once and read (duration, poster) in the browser.
export function usePickedVideoFile() {
  const [file, setFile] = useState<File | null>(null);
  const [info, setInfo] = useState<VideoFileInfo | null>(null);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();

  const pickFile = async (picked: File | null) => {
    setInfo(null);
    if (!picked) {
      setFile(null);
      return;
    }
    const problem = videoFileProblem(picked);
    if (problem) {
      setFile(null);
      setFileError(problem);
      return;
    }
    setFile(picked);
    setFileError(undefined);
    setReading(true);
    setInfo(await readVideoFile(picked));
    setReading(false);
  };

  // The file is not a form field: its 'required' is said here, on the same press as the others.
  const requireFile = (): File | null => {
    if (file) return file;
    setFileError(VIDEO_MSG.fileRequired);
    return null;
  };

  return { file, info, reading, fileError, pickFile, requireFile };
}
