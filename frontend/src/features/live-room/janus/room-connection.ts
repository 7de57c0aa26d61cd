import type { LiveClassJoin } from '@conectando/contracts';
import { janusAddress, JanusSession, type JanusHandle, type PluginEvent } from './janus-session';

/** Someone publishing in the room, as this browser knows them. */
export interface Feed {
  id: string;
  display: string;
  /** Their camera and microphone, once subscribed (null for this browser's own feed: see localStream). */
  stream: MediaStream | null;
  /** The m-line of their microphone: what the mentor's mute silences. */
  audioMid?: string;
  talking: boolean;
}

interface Publisher {
  id: string;
  display?: string;
  streams?: { type: string; mid: string; disabled?: boolean }[];
}

export interface RoomListener {
  feedsChanged(feeds: Feed[]): void;
  /** The connection to the SFU ended on its own (kicked, Janus gone, the network). */
  dropped(): void;
}

/**
 * This browser in a class's VideoRoom: publishes its camera and microphone with one handle, and
 * subscribes to every other publisher with one handle each (a new PeerConnection per feed keeps each
 * negotiation independent: someone leaving never renegotiates the others).
 */
export class RoomConnection {
  private readonly feeds = new Map<string, Feed>();
  private readonly subscriptions = new Map<string, { handle: JanusHandle; pc: RTCPeerConnection }>();
  private session?: JanusSession;
  private publisherPc?: RTCPeerConnection;
  private closed = false;

  constructor(
    private readonly join: LiveClassJoin,
    private readonly local: MediaStream,
    private readonly listener: RoomListener,
  ) {}

  private get rtcConfig(): RTCConfiguration {
    return { iceServers: this.join.iceServers, iceTransportPolicy: this.join.iceTransportPolicy };
  }

  async start(): Promise<void> {
    this.session = await JanusSession.open(janusAddress(this.join.janusUrl, window.location), this.join.token);
    this.session.onClose = () => !this.closed && this.listener.dropped();
    const handle = await this.session.attach((event) => this.onPublisherEvent(event));
    const { data } = await handle.message({
      request: 'join',
      ptype: 'publisher',
      room: this.join.room,
      id: this.join.feedId,
      display: this.join.displayName,
      token: this.join.token,
    });
    this.feeds.set(this.join.feedId, {
      id: this.join.feedId,
      display: this.join.displayName,
      stream: null,
      talking: false,
    });
    this.addPublishers(data.publishers as Publisher[] | undefined);
    await this.publish(handle);
  }

  close(): void {
    this.closed = true;
    this.subscriptions.forEach(({ pc }) => pc.close());
    this.subscriptions.clear();
    this.publisherPc?.close();
    this.session?.close();
  }

  private async publish(handle: JanusHandle): Promise<void> {
    const pc = new RTCPeerConnection(this.rtcConfig);
    this.publisherPc = pc;
    pc.onicecandidate = (e) => handle.trickle(e.candidate);
    // Microphone first: its m-line is "0", the one the mentor's mute names.
    for (const track of [...this.local.getAudioTracks(), ...this.local.getVideoTracks()])
      pc.addTransceiver(track, { direction: 'sendonly', streams: [this.local] });
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    const { jsep } = await handle.message({ request: 'configure', audio: true, video: true }, offer);
    if (jsep) await pc.setRemoteDescription(jsep);
  }

  private onPublisherEvent(event: PluginEvent | { hangup: true }): void {
    if ('hangup' in event) return;
    const { data } = event;
    if (data.leaving === 'ok' || data.reason === 'kicked') return this.listener.dropped();
    this.addPublishers(data.publishers as Publisher[] | undefined);
    const gone = (data.unpublished ?? data.leaving) as string | undefined;
    if (typeof gone === 'string') this.removeFeed(gone);
    if (data.videoroom === 'talking' || data.videoroom === 'stopped-talking') {
      const feed = this.feeds.get(String(data.id));
      if (feed) this.update({ ...feed, talking: data.videoroom === 'talking' });
    }
  }

  private addPublishers(publishers: Publisher[] | undefined): void {
    for (const p of publishers ?? []) {
      if (p.id === this.join.feedId) continue;
      const audioMid = p.streams?.find((s) => s.type === 'audio' && !s.disabled)?.mid;
      const known = this.feeds.get(p.id);
      this.update({
        id: p.id,
        display: p.display ?? '',
        stream: known?.stream ?? null,
        audioMid,
        talking: known?.talking ?? false,
      });
      if (!this.subscriptions.has(p.id)) void this.subscribe(p.id).catch(() => this.removeFeed(p.id));
    }
  }

  private async subscribe(feedId: string): Promise<void> {
    const handle = await this.session!.attach((event) => 'hangup' in event && this.removeFeed(feedId));
    const pc = new RTCPeerConnection(this.rtcConfig);
    this.subscriptions.set(feedId, { handle, pc });
    const stream = new MediaStream();
    pc.ontrack = (e) => {
      stream.addTrack(e.track);
      const feed = this.feeds.get(feedId);
      if (feed) this.update({ ...feed, stream });
    };
    pc.onicecandidate = (e) => handle.trickle(e.candidate);
    const { jsep } = await handle.message({
      request: 'join',
      ptype: 'subscriber',
      room: this.join.room,
      streams: [{ feed: feedId }],
      token: this.join.token,
    });
    await pc.setRemoteDescription(jsep!);
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    await handle.message({ request: 'start' }, answer);
  }

  private removeFeed(feedId: string): void {
    const subscription = this.subscriptions.get(feedId);
    subscription?.pc.close();
    subscription?.handle.detach();
    this.subscriptions.delete(feedId);
    if (this.feeds.delete(feedId)) this.emit();
  }

  private update(feed: Feed): void {
    this.feeds.set(feed.id, feed);
    this.emit();
  }

  private emit(): void {
    if (!this.closed) this.listener.feedsChanged([...this.feeds.values()]);
  }
}
