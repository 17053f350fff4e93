import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A list content view of `configuration`, `width` wide and as tall as it needs, laid out.
@MainActor
private func shown(_ configuration: UIListContentConfiguration, width: CGFloat = 200) -> UIListContentView {
    let view = UIListContentView(configuration: configuration)
    view.frame = CGRect(x: 0, y: 0, width: width, height: view.sizeThatFits(CGSize(width: width, height: 0)).height)
    view.layoutIfNeeded()
    return view
}

/// The labels and image views a list content view shows, by their text (an image view by "image").
@MainActor
private func frames(in view: UIView) -> [String: CGRect] {
    var found: [String: CGRect] = [:]
    for subview in view.subviews {
        if let label = subview as? UILabel, let text = label.text, !text.isEmpty { found[text] = label.frame }
        if let image = subview as? UIImageView, image.image != nil { found["image"] = image.frame }
    }
    return found
}

// `UIListContentConfiguration` as iOS 14–17 code writes it: margins, paddings, side-by-side values, reserved image
// room, text transforms, header and footer looks, and a table header view's `contentConfiguration`.
@MainActor
@Suite("UIListContentConfiguration: margins, paddings and places")
struct ListContentConfigurationSnippets {
    @Test("the text sits inside directionalLayoutMargins; a row is 44 tall at least, a header only as tall as its content")
    func margins() {
        measuring {
            var content = UIListContentConfiguration.cell()
            content.text = "Hello"
            // One 20-point line and the default 11 above and below: under a row's 44.
            #expect(
                shown(content).frame.height == 44 && frames(in: shown(content))["Hello"] == CGRect(x: 16, y: 12, width: 168, height: 20))
            content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 10)
            let wide = shown(content)
            #expect(wide.frame.height == 60 && frames(in: wide)["Hello"] == CGRect(x: 30, y: 20, width: 160, height: 20))
            // Headers and footers have no row minimum.
            var header = UIListContentConfiguration.plainHeader()
            header.text = "Today"
            #expect(shown(header).frame.height == 28)
            var grouped = UIListContentConfiguration.groupedHeader()
            grouped.text = "Today"
            #expect(shown(grouped).frame.height == 42 && frames(in: shown(grouped))["Today"]?.minY == 16)
            #expect(UIListContentConfiguration.header() == .plainHeader() && UIListContentConfiguration.footer() == .plainFooter())
        }
    }

    @Test("stacked texts are textToSecondaryTextVerticalPadding apart; side by side only where both fit, else stacked")
    func textArrangement() {
        measuring {
            var content = UIListContentConfiguration.subtitleCell()
            (content.text, content.secondaryText, content.textToSecondaryTextVerticalPadding) = ("Name", "Detail", 5)
            let stacked = shown(content)
            // 20 + 5 + 20 between margins of 11: 67, the block from 11.
            #expect(stacked.frame.height == 67)
            #expect(frames(in: stacked)["Name"]?.minY == 11 && frames(in: stacked)["Detail"]?.minY == 36)
            var value = UIListContentConfiguration.valueCell()
            (value.text, value.secondaryText) = ("Name", "Value")
            // "Name" 40 + 6 + "Value" 50 fit in 168: the value at the trailing margin, both centred down the row.
            let row = frames(in: shown(value))
            #expect(row["Value"] == CGRect(x: 134, y: 12, width: 50, height: 20))
            #expect(row["Name"] == CGRect(x: 16, y: 12, width: 112, height: 20))
            // 100 wide leaves 68: stacked, 20 + 20 + 22.
            let narrow = shown(value, width: 100)
            #expect(narrow.frame.height == 62 && frames(in: narrow)["Value"]?.minX == 16)
        }
    }

    @Test("the image keeps its reserved room, no larger than maximumSize; the text starts imageToTextPadding after the room")
    func imageRoom() {
        measuring {
            var content = UIListContentConfiguration.cell()
            content.text = "Mail"
            content.image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in }
            content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 40)
            content.imageProperties.cornerRadius = 4
            content.imageToTextPadding = 8
            let view = shown(content)
            // The row: 40 of room and 22 of margins. The image centred in its room, the text 16 + 40 + 8 in.
            #expect(view.frame.height == 62)
            #expect(frames(in: view)["image"] == CGRect(x: 26, y: 26, width: 20, height: 10))
            #expect(frames(in: view)["Mail"]?.minX == 64)
            #expect(view.subviews.compactMap { $0 as? UIImageView }.first?.layer.cornerRadius == 4)
            content.image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50)).image { _ in }
            content.imageProperties = .init()
            content.imageProperties.maximumSize = CGSize(width: 30, height: 0)
            #expect(frames(in: shown(content))["image"]?.size == CGSize(width: 30, height: 15))
        }
    }

    @Test("text transforms change the case shown; attributed text takes the place of text; the colour transformer applies")
    func textProperties() {
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "Recent items"
        content.textProperties.transform = .uppercase
        #expect(frames(in: shown(content)).keys.contains("RECENT ITEMS"))
        content.textProperties.colorTransformer = UIConfigurationColorTransformer { _ in .red }
        #expect(content.textProperties.resolvedColor() == .red)
        let label = shown(content).subviews.compactMap { $0 as? UILabel }.first
        #expect(label?.textColor == .red)
        content.attributedText = NSAttributedString(string: "Styled")
        #expect(frames(in: shown(content)).keys.sorted() == ["Styled"])
    }

    @Test("a table header view's contentConfiguration sizes an automatic header; its default is the table's look for its place")
    func tableHeaderConfiguration() throws {
        final class Sections: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
            }
            override func numberOfSections(in tableView: UITableView) -> Int { 2 }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "h")
                var content = header?.defaultContentConfiguration()
                content?.text = "Section \(section)"
                header?.contentConfiguration = content
                return header
            }
            override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
                let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: "h")
                var content = footer?.defaultContentConfiguration()
                content?.text = "Ends"
                footer?.contentConfiguration = content
                return footer
            }
        }
        try measuring {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            let controller = Sections(style: .grouped)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let table = controller.tableView!
            // A grouped header: 16 above the line, 6 under it; a grouped footer 6 and 6.
            #expect(table.rectForHeader(inSection: 0).height == 42 && table.rectForFooter(inSection: 0).height == 32)
            let header = try #require(table.headerView(forSection: 0))
            #expect(header.defaultContentConfiguration() == .groupedHeader())
            #expect(table.footerView(forSection: 0)?.defaultContentConfiguration() == .groupedFooter())
            let text = try #require(header.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel }.first)
            #expect(text.text == "Section 0" && header.contentView.convert(text.frame, from: text.superview).minY == 16)
        }
    }
}
