import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// The preview server's HTTP and WebSocket channel, with a guard Hummingbird's upgrade channel lacks: until a
/// connection's first request head has been read (and the upgrade decided), a malformed request (a garbage request
/// line, `HTTP/9.9`, a TLS hello, an oversized header) or a stalled one is closed, rather than holding its socket
/// for good; after that, Hummingbird's own handling (a 400 for a bad request, the idle timeout) applies.
struct GuardedUpgradeChannel: ServerChildChannel {
    let inner: HTTP1WebSocketUpgradeChannel
    /// How long a connection may take to send its first request head.
    let deadline: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1WebSocketUpgradeChannel.Value> {
        inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            // Last for now: behind the decoder and the upgrade handler, it sees their errors, and its first read is
            // the first request, let through once the upgrade is decided.
            try channel.pipeline.syncOperations.addHandler(FirstRequestGuard(deadline: deadline))
            return value
        }
    }

    func handle(value: HTTP1WebSocketUpgradeChannel.Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP with the WebSocket upgrade, each connection guarded until its first request (see
    /// ``GuardedUpgradeChannel``).
    static func guardedWebSocketUpgrade<Builder: HTTPResponderBuilder & _HB_SendableMetatype>(
        webSocketRouter: Builder, configuration: HTTP1WebSocketUpgradeChannel.Configuration, deadline: TimeAmount
    ) -> HTTPServerBuilder where Builder.Responder.Context: WebSocketRequestContext {
        let webSocketResponder = webSocketRouter.buildResponder()
        return HTTPServerBuilder { responder in
            GuardedUpgradeChannel(
                inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder,
                                                    configuration: configuration),
                deadline: deadline)
        }
    }
}

/// Closes its connection when a decoding error reaches it, or when the deadline passes before the first request
/// does; removes itself once that request has come through.
final class FirstRequestGuard: ChannelInboundHandler, RemovableChannelHandler, @unchecked Sendable {
    /// Never unwrapped: whatever comes through is passed on as it is.
    typealias InboundIn = Never

    private let deadline: TimeAmount
    private var timer: Scheduled<Void>?

    init(deadline: TimeAmount) { self.deadline = deadline }

    func handlerAdded(context: ChannelHandlerContext) {
        let channel = context.channel
        timer = context.eventLoop.scheduleTask(in: deadline) { channel.close(promise: nil) }
    }

    func handlerRemoved(context: ChannelHandlerContext) { timer?.cancel() }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        timer?.cancel()
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    /// A request that cannot be parsed closes the connection; any other error (a refused upgrade, which
    /// Hummingbird answers) goes on.
    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError else { return context.fireErrorCaught(error) }
        context.close(promise: nil)
    }
}
