import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveClassJoin } from '@conectando/contracts';
import { errorMessage } from '@/lib/api-client';
import { useSocket } from '@/lib/socket';
import { useSocketConnect, useSocketEvent } from '@/lib/use-socket-event';
import { fetchJoin } from '../api/live-room';
import { RoomConnection, type Feed } from '../janus/room-connection';

export type RoomPhase = 'joining' | 'in' | 'left' | 'failed';

export const ROOM_MSG = {
  noCamera:
    'No pudimos usar tu cámara y tu micrófono. Toca el candado junto a la dirección, permítelos y toca «Volver a entrar».',
  dropped: 'Se cortó la conexión con el taller. Toca «Volver a entrar».',
  cannotConnect: 'No pudimos conectar con la sala del taller. Revisa tu internet y toca «Volver a entrar».',
} as const;

/**
 * A live class's room for this person: the admission (GET …/join), their camera and microphone, the
 * SFU connection, and the room's socket events (hands, mutes). Entering starts at once; leaving stops
 * everything, and entering again asks for a fresh admission.
 */
export function useLiveRoom(classId: string) {
  const socket = useSocket();
  const [phase, setPhase] = useState<RoomPhase>('joining');
  const [error, setError] = useState<string | null>(null);
  const [join, setJoin] = useState<LiveClassJoin | null>(null);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [feeds, setFeeds] = useState<Feed[]>([]);
  const [hands, setHands] = useState<Record<string, string>>({});
  const [mutedByHost, setMutedByHost] = useState(false);
  const connection = useRef<RoomConnection | null>(null);
  const localRef = useRef<MediaStream | null>(null);
  const attempt = useRef(0);
  // The socket may arrive after the room started: entering must not start over when it does.
  const socketRef = useRef(socket);
  useEffect(() => {
    socketRef.current = socket;
  }, [socket]);

  const stop = useCallback(() => {
    attempt.current++;
    connection.current?.close();
    connection.current = null;
    localRef.current?.getTracks().forEach((t) => t.stop());
    localRef.current = null;
    setLocalStream(null);
    setFeeds([]);
  }, []);

  const fail = useCallback(
    (message: string) => {
      stop();
      setError(message);
      setPhase('failed');
    },
    [stop],
  );

  // The admission in hand: camera and microphone, then the SFU. `mine` tells a stale attempt to stop.
  const begin = useCallback(
    async (admission: LiveClassJoin, mine: number) => {
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
      } catch {
        if (mine === attempt.current) fail(ROOM_MSG.noCamera);
        return;
      }
      if (mine !== attempt.current) return stream.getTracks().forEach((t) => t.stop());
      localRef.current = stream;
      setLocalStream(stream);
      setJoin(admission);
      const room = new RoomConnection(admission, stream, {
        feedsChanged: (next) => mine === attempt.current && setFeeds(next),
        dropped: () => mine === attempt.current && fail(ROOM_MSG.dropped),
      });
      connection.current = room;
      try {
        await room.start();
      } catch {
        if (mine === attempt.current) fail(ROOM_MSG.cannotConnect);
        return;
      }
      if (mine !== attempt.current) return;
      socketRef.current?.emit('live-room:enter', { pass: admission.pass });
      setPhase('in');
    },
    [fail],
  );

  const admit = useCallback(() => {
    const mine = attempt.current;
    fetchJoin(classId).then(
      (admission) => begin(admission, mine),
      (e: unknown) => mine === attempt.current && fail(errorMessage(e)),
    );
  }, [begin, classId, fail]);

  /** 'Volver a entrar': a new admission, camera and connection. */
  const enter = useCallback(() => {
    stop();
    setPhase('joining');
    setError(null);
    setHands({});
    setMutedByHost(false);
    admit();
  }, [admit, stop]);

  const leave = useCallback(() => {
    if (join) socket?.emit('live-room:hand', { pass: join.pass, raised: false });
    stop();
    setPhase('left');
  }, [join, socket, stop]);

  useEffect(() => {
    admit();
    return stop;
  }, [admit, stop]);

  // After a reconnect the socket is in no class room: it joins again while the person is in.
  useSocketConnect(() => {
    if (phase === 'in' && join) socket?.emit('live-room:enter', { pass: join.pass });
  });

  useSocketEvent('live-room:hand', (event) => {
    if (event.classId !== classId) return;
    setHands((current) => {
      const next = { ...current };
      if (event.raised) next[event.feedId] = event.displayName;
      else delete next[event.feedId];
      return next;
    });
  });

  useSocketEvent('live-room:muted', (event) => {
    if (event.classId !== classId || event.feedId !== join?.feedId) return;
    // The SFU already drops this microphone; the page stops sending it too and says so.
    localRef.current?.getAudioTracks().forEach((t) => (t.enabled = false));
    setMutedByHost(true);
  });

  const setHand = useCallback(
    (raised: boolean) => join && socket?.emit('live-room:hand', { pass: join.pass, raised }),
    [join, socket],
  );

  const mute = useCallback(
    (feed: Feed) =>
      join && socket?.emit('live-room:mute', { pass: join.pass, feedId: feed.id, mid: feed.audioMid ?? '0' }),
    [join, socket],
  );

  return { phase, error, join, localStream, feeds, hands, mutedByHost, enter, leave, setHand, mute };
}
