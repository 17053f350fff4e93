import Foundation

/// Something a share sheet can do with the items shared (also spelled `UIActivity`): the system's are named by an
/// ``ActivityType``; subclass it for an action of your own, shown in the sheet's list when ``canPerform(withActivityItems:)``
/// says so, and call ``activityDidFinish(_:)`` when ``perform()`` is done.
@preconcurrency @MainActor
open class Activity {
    /// A kind of activity (UIKit's `UIActivity.ActivityType`): the system's, or one of your own by its name.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// Where an activity is listed: an action (the list) or a way to share (the row of apps).
    public enum Category: Int, Sendable {
        case action, share
    }

    /// Where the activity is listed; an action by default.
    open class var activityCategory: Category { .action }
    /// The activity's kind; `nil` by default.
    open var activityType: ActivityType? { nil }
    /// The title the sheet shows.
    open var activityTitle: String? { nil }
    /// The image the sheet shows beside it.
    open var activityImage: Image? { nil }
    /// Whether the activity acts on `activityItems`; `false` by default.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// The items, before ``perform()``.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A screen of the activity's own to present in place of ``perform()``; `nil` by default.
    open var activityViewController: ViewController? { nil }
    /// Does the activity; call ``activityDidFinish(_:)`` when done (the default finishes at once, not completed).
    open func perform() { activityDidFinish(false) }

    /// The sheet running the activity.
    weak var sheet: ActivityViewController?

    /// An activity.
    public init() {}

    /// Tells the sheet the activity is done: it goes, and its completion handler hears whether it completed.
    open func activityDidFinish(_ completed: Bool) { sheet?.finish(activityType, completed: completed) }
}

/// UIKit's name for an activity.
public typealias UIActivity = Activity
