public import AppSupport

/// The colours Cal AI's screens draw: each a colour of the `color` group, by its name below `color.` (`text.primary` → `color.text.primary`, or its `.light` / `.dark` pair). `CalAITheme` reads every case when the
/// tokens load, so a missing or mistyped token is a load error, never a fallback.
public enum CalAIColor: String, ThemeTokenName {
    case background = "background"
    case backgroundSecondary = "backgroundSecondary"
    case black = "black"
    case border = "border"
    case chartGrid = "chart.grid"
    case chartLine = "chart.line"
    case chartMilestone = "chart.milestone"
    case chartTraditional = "chart.traditional"
    case comparisonWithCalAI = "comparison.withCalAI"
    case comparisonWithout = "comparison.without"
    case controlPickerSelection = "control.pickerSelection"
    case controlSwitchOff = "control.switchOff"
    case controlSwitchOn = "control.switchOn"
    case controlThumb = "control.thumb"
    case ctaDisabledFill = "cta.disabledFill"
    case ctaDisabledText = "cta.disabledText"
    case ctaFill = "cta.fill"
    case ctaText = "cta.text"
    case dialogButton = "dialog.button"
    case dialogDimming = "dialog.dimming"
    case dialogSeparator = "dialog.separator"
    case healthScoreGood = "healthScore.good"
    case healthScoreMedium = "healthScore.medium"
    case healthScorePoor = "healthScore.poor"
    case healthScoreTrack = "healthScore.track"
    case inverse = "inverse"
    case macroCalories = "macro.calories"
    case macroCarbs = "macro.carbs"
    case macroFats = "macro.fats"
    case macroProtein = "macro.protein"
    case macroRingTrack = "macro.ringTrack"
    case onInverse = "onInverse"
    case optionBullet = "option.bullet"
    case optionFill = "option.fill"
    case optionText = "option.text"
    case paywallHighlight = "paywall.highlight"
    case paywallPlanFill = "paywall.planFill"
    case progressFill = "progress.fill"
    case progressTrack = "progress.track"
    case scannerBackground = "scanner.background"
    case scannerBar = "scanner.bar"
    case scannerChip = "scanner.chip"
    case scannerChipSelected = "scanner.chipSelected"
    case scannerFrame = "scanner.frame"
    case selectedBullet = "selected.bullet"
    case selectedFill = "selected.fill"
    case selectedText = "selected.text"
    case shadow = "shadow"
    case signInAppleFill = "signIn.appleFill"
    case signInAppleText = "signIn.appleText"
    case signInGoogleBorder = "signIn.googleBorder"
    case signInGoogleFill = "signIn.googleFill"
    case signInGoogleText = "signIn.googleText"
    case spinWheelPointer = "spinWheel.pointer"
    case spinWheelSegmentA = "spinWheel.segmentA"
    case spinWheelSegmentB = "spinWheel.segmentB"
    case star = "star"
    case surface = "surface"
    case textPrimary = "text.primary"
    case textSecondary = "text.secondary"
    case textTertiary = "text.tertiary"
    case white = "white"
}

/// The text styles Cal AI's screens draw: each a text style, by its name below `typography.`. `CalAITheme` reads every case when the
/// tokens load, so a missing or mistyped token is a load error, never a fallback.
public enum CalAITypography: String, ThemeTokenName {
    case bigNumber = "bigNumber"
    case body = "body"
    case callout = "callout"
    case caption = "caption"
    case caption2 = "caption2"
    case cta = "cta"
    case emojiSpeed = "emojiSpeed"
    case footnote = "footnote"
    case headline = "headline"
    case interludeTitle = "interludeTitle"
    case macroValue = "macroValue"
    case option = "option"
    case optionDetail = "optionDetail"
    case picker = "picker"
    case subheadline = "subheadline"
    case subtitle = "subtitle"
    case title = "title"
    case title2 = "title2"
    case title3 = "title3"
    case welcomeTitle = "welcomeTitle"
}

/// The lengths Cal AI's screens draw: each a dimension, by its whole path. `CalAITheme` reads every case when the
/// tokens load, so a missing or mistyped token is a load error, never a fallback.
public enum CalAIDimension: String, ThemeTokenName {
    case radiusAlert = "radius.alert"
    case radiusCard = "radius.card"
    case radiusChip = "radius.chip"
    case radiusImage = "radius.image"
    case radiusOption = "radius.option"
    case radiusPaywallPlan = "radius.paywallPlan"
    case radiusPickerSelection = "radius.pickerSelection"
    case radiusScannerFrame = "radius.scannerFrame"
    case radiusStepper = "radius.stepper"
    case sizeAlertWidth = "size.alertWidth"
    case sizeBackButton = "size.backButton"
    case sizeChartLine = "size.chartLine"
    case sizeCtaHeight = "size.cta.height"
    case sizeFab = "size.fab"
    case sizeHairline = "size.hairline"
    case sizeHealthBarHeight = "size.healthBar.height"
    case sizeIcon = "size.icon"
    case sizeLoadingBarHeight = "size.loadingBar.height"
    case sizeMacroRingDiameter = "size.macroRing.diameter"
    case sizeMacroRingLineWidth = "size.macroRing.lineWidth"
    case sizeMacroRingPencil = "size.macroRing.pencil"
    case sizeOptionHeight = "size.option.height"
    case sizeOptionTallHeight = "size.option.tallHeight"
    case sizePickerRow = "size.pickerRow"
    case sizeProgressBarCalorieWidth = "size.progressBar.calorieWidth"
    case sizeProgressBarHeight = "size.progressBar.height"
    case sizeScannerFrame = "size.scannerFrame"
    case sizeScannerFrameLine = "size.scannerFrameLine"
    case sizeSelectionBorder = "size.selectionBorder"
    case sizeSpinWheel = "size.spinWheel"
    case sizeStar = "size.star"
    case sizeStepperButton = "size.stepperButton"
    case sizeTipIcon = "size.tipIcon"
    case spacingCardGap = "spacing.cardGap"
    case spacingCardPadding = "spacing.cardPadding"
    case spacingCtaBottom = "spacing.ctaBottom"
    case spacingOptionGap = "spacing.optionGap"
    case spacingScreenHorizontal = "spacing.screenHorizontal"
    case spacingSection = "spacing.section"
    case spacingTitleToSubtitle = "spacing.titleToSubtitle"
}

/// The numbers Cal AI's screens draw: each a number, by its whole path. `CalAITheme` reads every case when the
/// tokens load, so a missing or mistyped token is a load error, never a fallback.
public enum CalAINumber: String, ThemeTokenName {
    case healthScoreGoodFrom = "healthScore.goodFrom"
    case healthScoreMax = "healthScore.max"
    case healthScoreMediumFrom = "healthScore.mediumFrom"
    case motionLoadingProgressChecklistItems = "motion.loadingProgress.checklistItems"
    case motionSpeedSliderIconScale = "motion.speedSlider.iconScale"
}

/// The shadows Cal AI's screens draw: each a shadow with a value per appearance (`shadow.NAME.light` / `.dark`). `CalAITheme` reads every case when the
/// tokens load, so a missing or mistyped token is a load error, never a fallback.
public enum CalAIShadow: String, ThemeTokenName {
    case card = "card"
    case fab = "fab"
}

/// The gradients Cal AI's screens draw: each a gradient with a value per appearance (`gradient.NAME.light` / `.dark`). `CalAITheme` reads every case when the
/// tokens load, so a missing or mistyped token is a load error, never a fallback.
public enum CalAIGradient: String, ThemeTokenName {
    case chartArea = "chartArea"
}

/// The materials Cal AI's screens draw: each a material with a value per appearance (`material.NAME.light` / `.dark`). `CalAITheme` reads every case when the
/// tokens load, so a missing or mistyped token is a load error, never a fallback.
public enum CalAIMaterial: String, ThemeTokenName {
    case thick = "thick"
}
