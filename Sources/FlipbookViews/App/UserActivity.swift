import Foundation

/// The activity type of a web page handed between devices.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// What the user is doing, as an app advertises it for Handoff, Spotlight and Siri (`userActivity(_:…)`) and
/// receives it back (`onContinueUserActivity`). Linux's Foundation has no `NSUserActivity`; this is Foundation's
/// as SwiftUI code fills one in. A Flipbook host shares no activity with other devices: the properties keep what
/// is set, and no activity is ever continued.
open class NSUserActivity: @unchecked Sendable {
    /// The kind of activity, in reverse-DNS form ("com.example.reading").
    public let activityType: String
    /// The title the system shows for it.
    open var title: String?
    /// The state the activity needs to be continued.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` that must be there for the activity to be continued.
    open var requiredUserInfoKeys: Set<String>?
    /// Words Spotlight finds it by.
    open var keywords: Set<String> = []
    /// A web page that shows the same thing, for a device without the app.
    open var webpageURL: URL?
    /// The page that led here.
    open var referrerURL: URL?
    /// When the activity stops being offered.
    open var expirationDate: Date?
    /// Which of an app's scenes should continue it.
    open var targetContentIdentifier: String?
    /// An identifier the app can later delete the activity by.
    open var persistentIdentifier: String?
    /// Whether the activity is offered to the user's other devices.
    open var isEligibleForHandoff = true
    /// Whether Spotlight indexes it on this device.
    open var isEligibleForSearch = false
    /// Whether Siri may suggest it.
    open var isEligibleForPrediction = false
    /// Whether it may be indexed for everyone.
    open var isEligibleForPublicIndexing = false
    /// Whether the activity's state changed and it should be updated before it is next offered.
    open var needsSave = false
    /// Whether this is the activity the app offers now.
    public private(set) var isCurrent = false
    /// Whether the activity was invalidated: it can no longer become current.
    public private(set) var isInvalidated = false
    private var payload: Data?

    /// An activity of the kind `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds `otherDictionary`'s entries to `userInfo`, replacing those with the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Makes it the activity the app offers now.
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        isCurrent = true
    }

    /// Stops offering it, if it is current.
    open func resignCurrent() { isCurrent = false }

    /// Stops offering it for good.
    open func invalidate() {
        isCurrent = false
        isInvalidated = true
    }

    /// Stores `payload`, encoded as JSON, as the activity's state.
    public func setTypedPayload<T: Encodable>(_ payload: T) throws {
        self.payload = try JSONEncoder().encode(payload)
        needsSave = true
    }

    /// The state stored by `setTypedPayload`, decoded as `type`.
    public func typedPayload<T: Decodable>(_ type: T.Type) throws -> T {
        guard let payload else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(
                codingPath: [], debugDescription: "The activity \(activityType) has no typed payload"))
        }
        return try JSONDecoder().decode(type, from: payload)
    }
}

extension View {
    /// Advertises an activity of `activityType` while `isActive`, filled in by `update` when the system is about
    /// to offer it (accepted: a Flipbook host offers no activity, so `update` is not called).
    public func userActivity(_ activityType: String, isActive: Bool = true,
                             _ update: @escaping (NSUserActivity) -> Void) -> some View { self }

    /// Advertises an activity of `activityType` about `element` while it is not nil (accepted: a Flipbook host
    /// offers no activity, so `update` is not called).
    public func userActivity<P>(_ activityType: String, element: P?,
                                _ update: @escaping (P, NSUserActivity) -> Void) -> some View { self }

    /// Calls `action` when the app is asked to continue an activity of `activityType` (accepted: no activity
    /// reaches a Flipbook host).
    public func onContinueUserActivity(_ activityType: String,
                                       perform action: @escaping (NSUserActivity) -> Void) -> some View { self }
}

extension Scene {
    /// The external events (URLs, activities) this scene's windows handle (accepted: a host shows one window).
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
}
