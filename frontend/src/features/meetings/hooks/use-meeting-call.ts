import { useCallback, useEffect, useRef, useState } from 'react';
import { useSocket } from '@/lib/socket';
import { useSocketConnect, useSocketEvent } from '@/lib/use-socket-event';
import { getIceServers } from '../api/meetings';

/** What the two browsers tell each other over the app's socket. */
type Signal =
  | { type: 'hello' }
  | { type: 'bye' }
  | { type: 'description'; description: RTCSessionDescriptionInit; restart?: boolean }
  // The invitee's connection failed: it asks the organizer for an ICE restart offer.
  | { type: 'restart' }
  | { type: 'candidate'; candidate: RTCIceCandidateInit };

export type CallPhase = 'idle' | 'starting' | 'waiting' | 'connecting' | 'connected' | 'failed' | 'ended';

export const CALL_MSG = {
  permissionDenied:
    'No diste permiso para usar la cámara y el micrófono. Toca el candado junto a la dirección, permite la cámara y el micrófono, y vuelve a intentarlo.',
  noDevice: 'No encontramos una cámara o un micrófono en este equipo.',
  cannotConnect:
    'No pudimos conectar la videollamada. Puede ser la conexión a internet de alguno de los dos. Toca «Intentar de nuevo».',
  offline: 'Sin conexión con el servidor. Revisa tu internet e inténtalo de nuevo.',
} as const;

// Past this, a call that has not connected is told so instead of waiting forever.
const CONNECT_TIMEOUT_MS = 30_000;
// A connection 'disconnected' this long (a phone changing network) is restarted as a failed one.
const DISCONNECTED_GRACE_MS = 5_000;
/** ICE restarts tried in a row before the person is told the call cannot connect. */
export const MAX_ICE_RESTARTS = 3;

export type ConnectionStep = 'connected' | 'restart' | 'fail' | 'watch' | 'none';

/**
 * What a change of the connection's state calls for: a failed one is restarted (ICE restart) up to
 * MAX_ICE_RESTARTS times in a row, then given up; a disconnected one is watched, as it may come back.
 */
export function connectionStep(state: RTCPeerConnectionState, restartsInARow: number): ConnectionStep {
  if (state === 'connected') return 'connected';
  if (state === 'failed') return restartsInARow < MAX_ICE_RESTARTS ? 'restart' : 'fail';
  if (state === 'disconnected') return 'watch';
  return 'none';
}

const isSignal = (data: unknown): data is Signal =>
  typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string';

function mediaError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return CALL_MSG.permissionDenied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return CALL_MSG.noDevice;
  return CALL_MSG.noDevice;
}

/**
 * The WebRTC call of a meeting between its two participants. The organizer makes the offers; each
 * side says 'hello' when it joins, and the invitee answers a 'hello' with its own, so whoever comes
 * first is found by whoever comes second.
 */
export type MeetingCall = ReturnType<typeof useMeetingCall>;

export function useMeetingCall(meetingId: string, isCaller: boolean) {
  const socket = useSocket();
  const [phase, setPhase] = useState<CallPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [peerLeft, setPeerLeft] = useState(false);

  const pcRef = useRef<RTCPeerConnection | null>(null);
  const localRef = useRef<MediaStream | null>(null);
  const iceRef = useRef<RTCConfiguration>({});
  const restartsRef = useRef(0);
  const disconnectedTimer = useRef<number | undefined>(undefined);
  // Candidates that came before the description they belong to (the relay does not keep their order).
  const queued = useRef<RTCIceCandidateInit[]>([]);
  const activeRef = useRef(false);

  const fail = useCallback((message: string) => {
    setError(message);
    setPhase('failed');
  }, []);

  const send = useCallback(
    (data: Signal) => {
      if (!socket?.connected) return fail(CALL_MSG.offline);
      socket.emit('meeting:signal', { meetingId, data }, (ack) => {
        // Outside the call's window, or the meeting was cancelled: the server says why.
        if (!ack.ok) fail(ack.message);
      });
    },
    [socket, meetingId, fail],
  );

  const closePeer = () => {
    pcRef.current?.close();
    pcRef.current = null;
    setRemoteStream(null);
  };

  /** An ICE restart on the same connection: the organizer offers it, the invitee asks for it. */
  const restartIce = useCallback(
    async (pc: RTCPeerConnection) => {
      if (pcRef.current !== pc || pc.signalingState === 'closed') return;
      if (!isCaller) return send({ type: 'restart' });
      if (pc.signalingState !== 'stable') return;
      pc.restartIce();
      await pc.setLocalDescription(await pc.createOffer({ iceRestart: true }));
      if (pc.localDescription) send({ type: 'description', description: pc.localDescription.toJSON(), restart: true });
    },
    [isCaller, send],
  );

  const newPeer = useCallback((): RTCPeerConnection => {
    pcRef.current?.close();
    window.clearTimeout(disconnectedTimer.current);
    const pc = new RTCPeerConnection(iceRef.current);
    pcRef.current = pc;
    const local = localRef.current;
    local?.getTracks().forEach((track) => pc.addTrack(track, local));
    pc.onicecandidate = (e) => {
      if (e.candidate) send({ type: 'candidate', candidate: e.candidate.toJSON() });
    };
    pc.ontrack = (e) => setRemoteStream(e.streams[0] ?? new MediaStream([e.track]));
    const onFailed = () => {
      if (connectionStep('failed', restartsRef.current) === 'fail') return fail(CALL_MSG.cannotConnect);
      restartsRef.current += 1;
      setPhase('connecting');
      void restartIce(pc).catch(() => fail(CALL_MSG.cannotConnect));
    };
    pc.onconnectionstatechange = () => {
      if (pcRef.current !== pc) return;
      window.clearTimeout(disconnectedTimer.current);
      const step = connectionStep(pc.connectionState, restartsRef.current);
      if (step === 'connected') {
        restartsRef.current = 0;
        setError(null);
        setPhase('connected');
      } else if (step === 'restart' || step === 'fail') onFailed();
      else if (step === 'watch')
        disconnectedTimer.current = window.setTimeout(() => {
          if (pcRef.current === pc && pc.connectionState === 'disconnected') onFailed();
        }, DISCONNECTED_GRACE_MS);
    };
    return pc;
  }, [send, fail, restartIce]);

  const flushCandidates = async (pc: RTCPeerConnection) => {
    const waiting = queued.current.splice(0);
    for (const candidate of waiting) await pc.addIceCandidate(candidate).catch(() => undefined);
  };

  const offer = useCallback(async () => {
    const pc = newPeer();
    setPhase('connecting');
    await pc.setLocalDescription(await pc.createOffer());
    if (pc.localDescription) send({ type: 'description', description: pc.localDescription.toJSON() });
  }, [newPeer, send]);

  useSocketEvent('meeting:signal', (event) => {
    if (event.meetingId !== meetingId || !activeRef.current || !isSignal(event.data)) return;
    const signal = event.data;
    void (async () => {
      if (signal.type === 'hello') {
        setPeerLeft(false);
        queued.current = [];
        restartsRef.current = 0;
        if (isCaller) await offer();
        else send({ type: 'hello' });
      } else if (signal.type === 'bye') {
        closePeer();
        setPeerLeft(true);
        setPhase('waiting');
      } else if (signal.type === 'restart' && isCaller) {
        if (pcRef.current) await restartIce(pcRef.current);
      } else if (signal.type === 'description' && signal.description.type === 'offer' && !isCaller) {
        // An ICE restart keeps the connection (and its tracks); any other offer starts a new one.
        const current = pcRef.current;
        const pc = signal.restart && current && current.signalingState === 'stable' ? current : newPeer();
        setPhase('connecting');
        await pc.setRemoteDescription(signal.description);
        await flushCandidates(pc);
        await pc.setLocalDescription(await pc.createAnswer());
        if (pc.localDescription) send({ type: 'description', description: pc.localDescription.toJSON() });
      } else if (signal.type === 'description' && signal.description.type === 'answer' && isCaller) {
        const pc = pcRef.current;
        if (!pc || pc.signalingState !== 'have-local-offer') return;
        await pc.setRemoteDescription(signal.description);
        await flushCandidates(pc);
      } else if (signal.type === 'candidate') {
        const pc = pcRef.current;
        if (pc?.remoteDescription) await pc.addIceCandidate(signal.candidate).catch(() => undefined);
        else queued.current.push(signal.candidate);
      }
    })().catch(() => fail(CALL_MSG.cannotConnect));
  });

  // Back from a dropped connection: say hello again, in case the other side came meanwhile.
  useSocketConnect(() => {
    if (activeRef.current && pcRef.current?.connectionState !== 'connected') send({ type: 'hello' });
  });

  // A call that stays unconnected is told so.
  useEffect(() => {
    if (phase !== 'connecting') return;
    const timer = window.setTimeout(() => fail(CALL_MSG.cannotConnect), CONNECT_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [phase, fail]);

  const join = useCallback(async () => {
    setError(null);
    setPhase('starting');
    if (!localRef.current) {
      try {
        const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
        localRef.current = stream;
        setLocalStream(stream);
      } catch (e) {
        return fail(mediaError(e));
      }
    }
    try {
      const { iceServers, iceTransportPolicy } = await getIceServers(meetingId);
      iceRef.current = { iceServers, iceTransportPolicy };
    } catch {
      return fail(CALL_MSG.offline);
    }
    activeRef.current = true;
    setPhase('waiting');
    send({ type: 'hello' });
  }, [meetingId, send, fail]);

  /** After a failure: a fresh connection, offered again by the organizer. */
  const retry = useCallback(() => {
    if (!activeRef.current) return void join();
    setError(null);
    restartsRef.current = 0;
    if (isCaller) void offer().catch(() => fail(CALL_MSG.cannotConnect));
    else {
      setPhase('waiting');
      send({ type: 'hello' });
    }
  }, [isCaller, join, offer, send, fail]);

  const stopAll = useCallback(() => {
    activeRef.current = false;
    window.clearTimeout(disconnectedTimer.current);
    pcRef.current?.close();
    pcRef.current = null;
    localRef.current?.getTracks().forEach((t) => t.stop());
    localRef.current = null;
  }, []);

  const hangUp = useCallback(() => {
    if (activeRef.current && socket?.connected) socket.emit('meeting:signal', { meetingId, data: { type: 'bye' } });
    stopAll();
    setLocalStream(null);
    setRemoteStream(null);
    setPhase('ended');
  }, [socket, meetingId, stopAll]);

  // Leaving the page hangs up: the camera's light goes off and the other side is told.
  const hangUpRef = useRef(hangUp);
  useEffect(() => {
    hangUpRef.current = hangUp;
  });
  useEffect(() => () => hangUpRef.current(), []);

  const toggleMic = () => {
    const next = !micOn;
    localRef.current?.getAudioTracks().forEach((t) => (t.enabled = next));
    setMicOn(next);
  };
  const toggleCamera = () => {
    const next = !cameraOn;
    localRef.current?.getVideoTracks().forEach((t) => (t.enabled = next));
    setCameraOn(next);
  };

  return {
    phase,
    error,
    localStream,
    remoteStream,
    micOn,
    cameraOn,
    peerLeft,
    join,
    retry,
    hangUp,
    toggleMic,
    toggleCamera,
  };
}
